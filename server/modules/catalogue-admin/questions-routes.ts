import {
  FormationParamsSchema,
  QuestionCreateSchema,
  QuestionParamsSchema,
  QuestionPatchSchema,
  ReorderSchema,
  AdminQuestionListSchema,
  AdminQuestionSchema,
  type AdminQuestion,
  type AdminQuestionList,
} from '../../../contract/editor';
import type { ApiInstance } from '../../lib/http/route-schema';
import { idempotent } from '../../plugins/idempotency';
import { errorsOf, editorRoute, NOT_FOUND, REORDER_NOTE, VERSION_CONFLICT, VERSION_CONFLICT_NOTE } from './editor-route';
import { requireFormation } from './formations-admin';
import { createQuestion, deleteQuestion, listQuestions, patchQuestion, reorderQuestions } from './structure-admin';

/** The formation's final quiz: its questions with their answers, as the editor writes them. */
export function questionRoutes(app: ApiInstance): void {
  const noStore = 'private, no-store';

  // -- quiz questions -------------------------------------------------------------------------------------

  const listQuestionsRoute = editorRoute({
    summary: "The formation's quiz questions with their answers, in order",
    params: FormationParamsSchema,
    response: { 200: AdminQuestionListSchema },
    errors: NOT_FOUND,
  });
  app.get('/admin/formations/:id/questions', { schema: listQuestionsRoute }, async (request, reply): Promise<AdminQuestionList> => {
    const { id } = request.params;
    await requireFormation(request.db, id);
    reply.header('Cache-Control', noStore);
    return { data: await listQuestions(request.db, id) };
  });

  const createQuestionRoute = editorRoute({
    summary: 'A new quiz question at the end of the quiz',
    description: 'A `module_id` outside the formation is 422 with `validation.invalid_value` on it.',
    params: FormationParamsSchema,
    body: QuestionCreateSchema,
    response: { 201: AdminQuestionSchema },
    errors: NOT_FOUND,
    idempotent: true,
  });
  app.post(
    '/admin/formations/:id/questions',
    idempotent({ schema: createQuestionRoute }),
    async (request, reply): Promise<AdminQuestion> => {
      const { id } = request.params;
      const question = await createQuestion(request.db, id, request.body);
      reply.code(201);
      return question;
    },
  );

  const questionOrder = editorRoute({
    summary: "Puts the formation's quiz questions in a new order",
    description: REORDER_NOTE,
    params: FormationParamsSchema,
    body: ReorderSchema,
    response: { 200: AdminQuestionListSchema },
    errors: NOT_FOUND,
  });
  app.put('/admin/formations/:id/questions/order', { schema: questionOrder }, async (request): Promise<AdminQuestionList> => {
    const { id } = request.params;
    await reorderQuestions(request.db, id, request.body.ids);
    return { data: await listQuestions(request.db, id) };
  });

  const patchQuestionRoute = editorRoute({
    summary: 'Changes the fields sent of a quiz question, from the version it was edited from',
    description: `${VERSION_CONFLICT_NOTE} Options and answer are checked as the pair they will be once saved (\`editor.question_one_correct\` on \`correct_index\`).`,
    params: QuestionParamsSchema,
    body: QuestionPatchSchema,
    response: { 200: AdminQuestionSchema },
    errors: errorsOf(NOT_FOUND, VERSION_CONFLICT),
  });
  app.patch('/admin/formations/:id/questions/:questionId', { schema: patchQuestionRoute }, async (request): Promise<AdminQuestion> => {
    const { id, questionId } = request.params;
    return patchQuestion(request.db, id, questionId, request.body);
  });

  const deleteQuestionRoute = editorRoute({
    summary: 'Deletes a quiz question',
    params: QuestionParamsSchema,
    response: { 204: null },
    errors: NOT_FOUND,
  });
  app.delete('/admin/formations/:id/questions/:questionId', { schema: deleteQuestionRoute }, async (request, reply) => {
    const { id, questionId } = request.params;
    await deleteQuestion(request.db, id, questionId);
    return reply.code(204).send();
  });
}
