import { uuidv7 } from '../../../contract/uuid';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  AttachmentParamsSchema,
  FormationCreateSchema,
  FormationParamsSchema,
  FormationPatchSchema,
  LessonCreateSchema,
  LessonParamsSchema,
  LessonPatchSchema,
  ModuleCreateSchema,
  ModuleParamsSchema,
  ModulePatchSchema,
  QuestionCreateSchema,
  QuestionParamsSchema,
  QuestionPatchSchema,
  ReorderSchema,
  StatusChangeSchema,
  THUMBNAIL_FIELD,
  THUMBNAIL_MAX_BYTES,
  AdminFormationListQuerySchema,
  AdminFormationDetailSchema,
  AdminFormationPageSchema,
  AdminLessonSchema,
  AdminModuleSchema,
  AdminQuestionListSchema,
  AdminQuestionSchema,
  AttachmentSchema,
  StaffStatsSchema,
  type AdminFormationDetail,
  type AdminFormationPage,
  type AdminLesson,
  type AdminModule,
  type AdminQuestion,
  type AdminQuestionList,
  type Attachment,
  type StaffStats,
} from '../../../contract/editor';
import { invalidInput } from '../../lib/http/problem';
import { BINARY_PART, describeRoute, type RouteDescription, type ApiInstance } from '../../lib/http/route-schema';
import { parseInput } from '../../lib/http/validate';
import { idempotent } from '../../plugins/idempotency';
import { isSpooledFile, type SpooledFile } from '../../plugins/uploads';
import { mediaPaths } from '../media/public';
import { formationDetail } from './admin-tree';
import { cleanFileName, keepAttachment, removeAttachmentFiles, sniffAttachment, storeThumbnail } from './files-admin';
import {
  createFormation,
  deleteFormation,
  listAdminFormations,
  patchFormation,
  publishFormation,
  requireFormation,
  setThumbnail,
  unpublishFormation,
} from './formations-admin';
import { staffStats } from './stats-service';
import {
  addAttachment,
  createLesson,
  createModule,
  createQuestion,
  deleteAttachment,
  deleteLesson,
  deleteModule,
  deleteQuestion,
  listQuestions,
  patchLesson,
  patchModule,
  patchQuestion,
  reorderLessons,
  reorderModules,
  reorderQuestions,
} from './structure-admin';

/** Every route here is the staff editor's: one tag, agents and admins only (the guard `access` installs). */
const editorRoute = <const R extends Omit<RouteDescription, 'tags' | 'access'>>(route: R) =>
  // A malformed path id names nothing: 404, as for an id that does not exist; only a body or a query is a 422.
  describeRoute({ tags: ['editor'], access: 'staff', malformedPath: 'not-found', ...route });

type Errors = NonNullable<RouteDescription['errors']>;

/** Error lists of several causes on one route, joined per status. */
function errorsOf(...lists: Errors[]): Errors {
  const joined: Errors = {};
  for (const list of lists) {
    for (const [status, codes] of Object.entries(list))
      joined[Number(status)] = [...new Set([...(joined[Number(status)] ?? []), ...(codes ?? [])])];
  }
  return joined;
}

/**
 * Every path under /admin/formations/{id} locks or looks up its formation first. A malformed path id is a
 * 404 too (`malformedPath`), so the documented 422 comes only with a body or a query (`editorRoute`).
 */
const NOT_FOUND: Errors = { 404: ['http.not_found'] };
const VERSION_CONFLICT: Errors = { 409: ['editor.version_conflict'] };
const UPLOAD: Errors = { 413: ['http.payload_too_large'], 415: ['editor.file_type_refused'], 422: ['editor.file_required'] };

const VERSION_CONFLICT_NOTE =
  'A `version` older than the stored one is refused with 409 `editor.version_conflict`, whose `current` member is the row as it is now and `version` its version.';
const REORDER_NOTE =
  'Every id of the list exactly once, in the new order; a missing, repeated or foreign id is 422 `validation.failed` with the field code `editor.reorder_mismatch` on `ids`, and nothing moves.';

/** The uploaded file of a multipart body, or 422 `editor.file_required`. */
function uploadedFile(body: unknown, field: string): SpooledFile {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (!isSpooledFile(value)) throw invalidInput({ [field]: ['editor.file_required'] }, 'editor.file_required');
  return value;
}

/** A text field of a multipart body, if sent. */
function multipartField(body: unknown, field: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The staff catalogue editor (contract/editor.ts; docs/permissions.md): agents and admins only.
 * The role is checked on the request itself, before any body is read, so nobody else can make the server
 * spool an upload. Every write goes through the tables the catalogue sync watches, so learners get it on
 * their next sync with no extra step.
 */
export async function catalogueAdminRoutes(app: ApiInstance) {
  const paths = mediaPaths(app.config);
  const noStore = 'private, no-store';

  // -- formations -----------------------------------------------------------------------------------------

  const listFormations = editorRoute({
    summary: 'Formations, drafts and published alike, the latest edited first',
    querystring: AdminFormationListQuerySchema,
    response: { 200: AdminFormationPageSchema },
  });
  app.get('/admin/formations', { schema: listFormations }, async (request, reply): Promise<AdminFormationPage> => {
    const query = request.query;
    reply.header('Cache-Control', noStore);
    return listAdminFormations(request.db, query);
  });

  const createFormationRoute = editorRoute({
    summary: 'A new draft formation (a slug is made from the title when none is given)',
    body: FormationCreateSchema,
    response: { 201: AdminFormationDetailSchema },
    headers: { 201: { Location: 'The new formation, `/api/admin/formations/<id>`' } },
    errors: { 409: ['editor.slug_taken'] },
    idempotent: true,
  });
  app.post('/admin/formations', idempotent({ schema: createFormationRoute }), async (request, reply): Promise<AdminFormationDetail> => {
    const input = request.body;
    const created = await createFormation(request.db, input);
    reply.code(201).header('Location', `/api/admin/formations/${created.id}`);
    return created;
  });

  const getFormation = editorRoute({
    summary: 'A formation with its modules, their lessons and its attachments, in order',
    params: FormationParamsSchema,
    response: { 200: AdminFormationDetailSchema },
    errors: NOT_FOUND,
  });
  app.get('/admin/formations/:id', { schema: getFormation }, async (request, reply): Promise<AdminFormationDetail> => {
    const { id } = request.params;
    reply.header('Cache-Control', noStore);
    return formationDetail(request.db, id);
  });

  const patchFormationRoute = editorRoute({
    summary: 'Changes the fields sent, from the version they were edited from',
    description: VERSION_CONFLICT_NOTE,
    params: FormationParamsSchema,
    body: FormationPatchSchema,
    response: { 200: AdminFormationDetailSchema },
    errors: errorsOf(NOT_FOUND, VERSION_CONFLICT, { 409: ['editor.slug_taken'] }),
  });
  app.patch('/admin/formations/:id', { schema: patchFormationRoute }, async (request): Promise<AdminFormationDetail> => {
    const { id } = request.params;
    return patchFormation(request.db, id, request.body);
  });

  const deleteFormationRoute = editorRoute({
    summary: 'Deletes a formation nobody is enrolled in, with its modules, lessons, questions and files',
    description: 'A formation with enrolled learners is refused with 409 `editor.formation_has_learners`: unpublish it instead.',
    params: FormationParamsSchema,
    response: { 204: null },
    errors: errorsOf(NOT_FOUND, { 409: ['editor.formation_has_learners'] }),
  });
  app.delete('/admin/formations/:id', { schema: deleteFormationRoute }, async (request, reply) => {
    const { id } = request.params;
    await removeAttachmentFiles(paths, await deleteFormation(request.db, id));
    return reply.code(204).send();
  });

  const publish = editorRoute({
    summary: 'Publishes a formation whose texts are written in the three languages, with a lesson and a quiz question',
    description:
      'Otherwise 422 `editor.publish_incomplete`, whose `missing` member lists the empty texts per language (`translations`) and whether a lesson (`no_lesson`) or a question (`no_question`) is lacking; nothing changes. ' +
      'A video lesson whose duration is still unknown (0) answers 422 `editor.video_duration_unknown`, each such lesson as `errors["lessons.<id>.duration_seconds"]`. ' +
      'An already published formation is answered as it is. `version`, when sent, must be the stored one (409 `editor.version_conflict`).',
    params: FormationParamsSchema,
    body: StatusChangeSchema,
    response: { 200: AdminFormationDetailSchema },
    errors: errorsOf(NOT_FOUND, VERSION_CONFLICT, { 422: ['editor.publish_incomplete', 'editor.video_duration_unknown'] }),
  });
  app.post('/admin/formations/:id/publish', { schema: publish }, async (request): Promise<AdminFormationDetail> => {
    const { id } = request.params;
    const input = request.body;
    return publishFormation(request.db, id, input.version);
  });

  const unpublish = editorRoute({
    summary: "Back to draft: learners' next catalogue sync drops it",
    description: '`version`, when sent, must be the stored one (409 `editor.version_conflict`).',
    params: FormationParamsSchema,
    body: StatusChangeSchema,
    response: { 200: AdminFormationDetailSchema },
    errors: errorsOf(NOT_FOUND, VERSION_CONFLICT),
  });
  app.post('/admin/formations/:id/unpublish', { schema: unpublish }, async (request): Promise<AdminFormationDetail> => {
    const { id } = request.params;
    const input = request.body;
    return unpublishFormation(request.db, id, input.version);
  });

  const thumbnail = editorRoute({
    summary: "Sets the formation's thumbnail from an uploaded JPEG, PNG or WebP image",
    description: `The image is read by its first bytes (others: 415 \`editor.file_type_refused\`), up to ${THUMBNAIL_MAX_BYTES / (1024 * 1024)} MB (413).`,
    params: FormationParamsSchema,
    bodyMediaType: {
      mediaType: 'multipart/form-data',
      description: `\`${THUMBNAIL_FIELD}\`: the image; \`version\` (optional): the formation's version it was chosen from.`,
      schema: {
        type: 'object',
        required: [THUMBNAIL_FIELD],
        properties: {
          [THUMBNAIL_FIELD]: BINARY_PART,
          version: { type: 'string', pattern: '^\\d+$', description: "The formation's version" },
        },
      },
    },
    response: { 200: AdminFormationDetailSchema },
    errors: errorsOf(NOT_FOUND, VERSION_CONFLICT, UPLOAD, { 422: ['validation.failed'] }),
  });
  app.put(
    '/admin/formations/:id/thumbnail',
    { schema: thumbnail, config: { multipartOptions: { limits: { fileSize: THUMBNAIL_MAX_BYTES, files: 1 } } } },
    async (request): Promise<AdminFormationDetail> => {
      const { id } = request.params;
      await requireFormation(request.db, id);
      const file = uploadedFile(request.body, THUMBNAIL_FIELD);
      const version = multipartField(request.body, 'version');
      const { version: expected } = parseInput(StatusChangeSchema, version === undefined ? {} : { version: Number(version) });
      const key = await storeThumbnail(paths, file, THUMBNAIL_FIELD);
      return setThumbnail(request.db, id, key, expected);
    },
  );

  // -- modules --------------------------------------------------------------------------------------------

  const createModuleRoute = editorRoute({
    summary: 'A new module at the end of the formation',
    params: FormationParamsSchema,
    body: ModuleCreateSchema,
    response: { 201: AdminModuleSchema },
    errors: NOT_FOUND,
    idempotent: true,
  });
  app.post('/admin/formations/:id/modules', idempotent({ schema: createModuleRoute }), async (request, reply): Promise<AdminModule> => {
    const { id } = request.params;
    const module = await createModule(request.db, id, request.body);
    reply.code(201);
    return module;
  });

  const moduleOrder = editorRoute({
    summary: "Puts the formation's modules in a new order",
    description: REORDER_NOTE,
    params: FormationParamsSchema,
    body: ReorderSchema,
    response: { 200: AdminFormationDetailSchema },
    errors: NOT_FOUND,
  });
  app.put('/admin/formations/:id/modules/order', { schema: moduleOrder }, async (request): Promise<AdminFormationDetail> => {
    const { id } = request.params;
    await reorderModules(request.db, id, request.body.ids);
    return formationDetail(request.db, id);
  });

  const patchModuleRoute = editorRoute({
    summary: 'Renames a module, from the version it was edited from',
    description: VERSION_CONFLICT_NOTE,
    params: ModuleParamsSchema,
    body: ModulePatchSchema,
    response: { 200: AdminModuleSchema },
    errors: errorsOf(NOT_FOUND, VERSION_CONFLICT),
  });
  app.patch('/admin/formations/:id/modules/:moduleId', { schema: patchModuleRoute }, async (request): Promise<AdminModule> => {
    const { id, moduleId } = request.params;
    return patchModule(request.db, id, moduleId, request.body);
  });

  const deleteModuleRoute = editorRoute({
    summary: 'Deletes a module with its lessons and their attachments',
    params: ModuleParamsSchema,
    response: { 204: null },
    errors: NOT_FOUND,
  });
  app.delete('/admin/formations/:id/modules/:moduleId', { schema: deleteModuleRoute }, async (request, reply) => {
    const { id, moduleId } = request.params;
    await removeAttachmentFiles(paths, await deleteModule(request.db, id, moduleId));
    return reply.code(204).send();
  });

  // -- lessons --------------------------------------------------------------------------------------------

  const createLessonRoute = editorRoute({
    summary: 'A new lesson at the end of the module',
    params: ModuleParamsSchema,
    body: LessonCreateSchema,
    response: { 201: AdminLessonSchema },
    errors: NOT_FOUND,
    idempotent: true,
  });
  app.post(
    '/admin/formations/:id/modules/:moduleId/lessons',
    idempotent({ schema: createLessonRoute }),
    async (request, reply): Promise<AdminLesson> => {
      const { id, moduleId } = request.params;
      const lesson = await createLesson(request.db, id, moduleId, request.body);
      reply.code(201);
      return lesson;
    },
  );

  const lessonOrder = editorRoute({
    summary: "Puts the module's lessons in a new order",
    description: REORDER_NOTE,
    params: ModuleParamsSchema,
    body: ReorderSchema,
    response: { 200: AdminFormationDetailSchema },
    errors: NOT_FOUND,
  });
  app.put(
    '/admin/formations/:id/modules/:moduleId/lessons/order',
    { schema: lessonOrder },
    async (request): Promise<AdminFormationDetail> => {
      const { id, moduleId } = request.params;
      await reorderLessons(request.db, id, moduleId, request.body.ids);
      return formationDetail(request.db, id);
    },
  );

  const patchLessonRoute = editorRoute({
    summary: 'Changes the fields sent of a lesson; a `module_id` of another module of the formation moves it to its end',
    description: `${VERSION_CONFLICT_NOTE} A \`module_id\` outside the formation is 422 with \`validation.invalid_value\` on it.`,
    params: LessonParamsSchema,
    body: LessonPatchSchema,
    response: { 200: AdminLessonSchema },
    errors: errorsOf(NOT_FOUND, VERSION_CONFLICT),
  });
  app.patch(
    '/admin/formations/:id/modules/:moduleId/lessons/:lessonId',
    { schema: patchLessonRoute },
    async (request): Promise<AdminLesson> => {
      const { id, moduleId, lessonId } = request.params;
      return patchLesson(request.db, id, moduleId, lessonId, request.body);
    },
  );

  const deleteLessonRoute = editorRoute({
    summary: "Deletes a lesson and its attachments (it leaves learners' study packs at their next sync)",
    params: LessonParamsSchema,
    response: { 204: null },
    errors: NOT_FOUND,
  });
  app.delete('/admin/formations/:id/modules/:moduleId/lessons/:lessonId', { schema: deleteLessonRoute }, async (request, reply) => {
    const { id, moduleId, lessonId } = request.params;
    await removeAttachmentFiles(paths, await deleteLesson(request.db, id, moduleId, lessonId));
    return reply.code(204).send();
  });

  // -- attachments ----------------------------------------------------------------------------------------

  const addAttachmentRoute = editorRoute({
    summary: 'Attaches a PDF, image or audio file to a lesson',
    description: `The type is read from the first bytes (others: 415 \`editor.file_type_refused\`), up to ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB (413).`,
    params: LessonParamsSchema,
    bodyMediaType: {
      mediaType: 'multipart/form-data',
      description: `\`${ATTACHMENT_FIELD}\`: the file.`,
      schema: { type: 'object', required: [ATTACHMENT_FIELD], properties: { [ATTACHMENT_FIELD]: BINARY_PART } },
    },
    response: { 201: AttachmentSchema },
    errors: errorsOf(NOT_FOUND, UPLOAD),
  });
  app.post(
    '/admin/formations/:id/modules/:moduleId/lessons/:lessonId/attachments',
    { schema: addAttachmentRoute, config: { multipartOptions: { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } } } },
    async (request, reply): Promise<Attachment> => {
      const { id, moduleId, lessonId } = request.params;
      const file = uploadedFile(request.body, ATTACHMENT_FIELD);
      const type = await sniffAttachment(file, ATTACHMENT_FIELD);
      const attachmentId = uuidv7();
      const storageKey = `${attachmentId}.${type.ext}`;
      let moved = false;
      try {
        const attachment = await addAttachment(request.db, { formationId: id, moduleId, lessonId }, async () => {
          await keepAttachment(paths, file, storageKey);
          moved = true;
          return {
            id: attachmentId,
            fileName: cleanFileName(file.filename, type.ext),
            sizeBytes: file.size,
            mimeType: type.mime,
            storageKey,
          };
        });
        reply.code(201);
        return attachment;
      } catch (error) {
        // The row was rolled back: its file must not stay behind.
        if (moved) await removeAttachmentFiles(paths, [storageKey]);
        throw error;
      }
    },
  );

  const deleteAttachmentRoute = editorRoute({
    summary: "Deletes a lesson's attachment and its file",
    params: AttachmentParamsSchema,
    response: { 204: null },
    errors: NOT_FOUND,
  });
  app.delete(
    '/admin/formations/:id/modules/:moduleId/lessons/:lessonId/attachments/:attachmentId',
    { schema: deleteAttachmentRoute },
    async (request, reply) => {
      const { id, moduleId, lessonId, attachmentId } = request.params;
      const key = await deleteAttachment(request.db, { formationId: id, moduleId, lessonId, attachmentId });
      await removeAttachmentFiles(paths, [key]);
      return reply.code(204).send();
    },
  );

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

  // -- dashboard ------------------------------------------------------------------------------------------

  const stats = editorRoute({
    summary: "The staff dashboard's figures: learners, enrolments and certificates this month, waiting payments and messages",
    response: { 200: StaffStatsSchema },
  });
  app.get('/admin/stats', { schema: stats }, async (request, reply): Promise<StaffStats> => {
    reply.header('Cache-Control', noStore);
    return staffStats(request.db);
  });
}
