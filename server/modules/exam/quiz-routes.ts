import type { FastifyRequest } from 'fastify';
import { FormationIdParamsSchema } from '../../../contract/catalogue';
import { QUIZ_MAX_SCORE } from '../../../contract/constants';
import {
  AttemptListQuerySchema,
  AttemptResultSchema,
  AttemptSubmitSchema,
  QuizAttemptPageSchema,
  QuizSchema,
  type AttemptResult,
  type Quiz,
  type QuizAttemptPage,
} from '../../../contract/exam';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/outbox';
import type { CertificateSigner } from '../../lib/certificates/certificate-signing';
import { HttpProblem } from '../../lib/http/problem';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { currentUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { toQuestion } from '../catalogue/public';
import { listAttempts, submitAttempt } from './attempts-service';
import { questionRows, requireQuizOpen } from './quiz-access';

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // The idempotency plugin has already refused a malformed key (422), so a present one is a UUID.
  return value ? value.trim().toLowerCase() : null;
}

/** The final exam, for the learner taking it: its questions, an attempt graded here (the first pass signs the certificate), past attempts. */
export function quizRoutes(app: ApiInstance, signer: CertificateSigner): void {
  const { db } = app.database;

  const quiz = describeRoute({
    tags: ['exam'],
    summary: "The formation's final exam: its questions without their answers, and the mark to reach",
    description: 'Open to enrolled learners once every lesson is completed (and its plausible moment has come), and to staff.',
    access: 'user',
    params: FormationIdParamsSchema,
    response: { 200: QuizSchema },
    errors: { 402: ['enrollment.required'], 404: ['http.not_found', 'quiz.no_data'], 423: ['quiz.locked'] },
  });
  app.get('/formations/:id/quiz', { schema: quiz }, async (request, reply): Promise<Quiz> => {
    const { id } = request.params;
    const { formation } = await requireQuizOpen(db, currentUser(request), id);
    const questions = await questionRows(db, id);
    if (questions.length === 0) throw new HttpProblem(404, 'quiz.no_data');
    reply.header('Cache-Control', 'private, no-store');
    return { formation_id: id, pass_mark: formation.passMark, max_score: QUIZ_MAX_SCORE, questions: questions.map(toQuestion) };
  });

  const submit = describeRoute({
    tags: ['exam'],
    summary: 'Submits an attempt at the final exam, graded on the server; the first pass issues the certificate',
    description:
      'The Idempotency-Key becomes the attempt id: 201 for a new attempt, 200 for one already recorded under the key. ' +
      '409 `quiz.draw_changed` when the answers are not for the draw this attempt calls for; 423 `quiz.retry_later` ' +
      '(with Retry-After) while the wait after a failed attempt runs; 422 with field codes for answers that do not ' +
      'match the drawn questions.',
    access: 'user',
    params: FormationIdParamsSchema,
    body: AttemptSubmitSchema,
    response: { 200: AttemptResultSchema, 201: AttemptResultSchema },
    errors: {
      402: ['enrollment.required'],
      404: ['http.not_found', 'quiz.no_data'],
      409: ['quiz.draw_changed'],
      423: ['quiz.locked', 'quiz.retry_later'],
    },
    idempotent: true,
  });
  app.post('/formations/:id/quiz/attempts', idempotent({ schema: submit }), async (request, reply): Promise<AttemptResult> => {
    const { id } = request.params;
    const { answers, draw, taken_at: takenAt } = request.body;
    const user = currentUser(request);
    const { result, created } = await submitAttempt(
      { db: request.db, signer },
      {
        key: idempotencyKey(request),
        learner: { id: user.id, roles: user.roles },
        holderName: `${user.row.firstName} ${user.row.lastName}`.trim(),
        formationId: id,
        answers,
        draw,
        takenAt,
      },
    );
    reply.code(created ? 201 : 200);
    return result;
  });

  const attempts = describeRoute({
    tags: ['exam'],
    summary: "The caller's attempts at a formation's exam, newest first",
    access: 'user',
    params: FormationIdParamsSchema,
    querystring: AttemptListQuerySchema,
    response: { 200: QuizAttemptPageSchema },
  });
  app.get('/formations/:id/quiz/attempts', { schema: attempts }, async (request, reply): Promise<QuizAttemptPage> => {
    const { id } = request.params;
    const query = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return listAttempts(db, currentUser(request).id, id, query);
  });
}
