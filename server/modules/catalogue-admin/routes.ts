import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
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
  type AdminFormationDetail,
  type AdminFormationPage,
  type AdminLesson,
  type AdminModule,
  type AdminQuestion,
  type AdminQuestionList,
  type Attachment,
  type StaffStats,
} from '../../../contract/editor';
import { invalidInput, notFound } from '../../lib/problem';
import { parseInput } from '../../lib/validate';
import { requireRole } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { isSpooledFile, type SpooledFile } from '../../plugins/uploads';
import { mediaPaths } from '../media/media-paths';
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

/** A malformed id names nothing: 404, as for an id that does not exist. */
function paramsOf<TSchema extends v.GenericSchema>(schema: TSchema, request: FastifyRequest): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, request.params);
  if (!parsed.success) throw notFound();
  return parsed.output;
}

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
 * The staff catalogue editor (issue 15; contract/editor.ts; docs/permissions.md): agents and admins only.
 * The role is checked on the request itself, before any body is read, so nobody else can make the server
 * spool an upload. Every write goes through the tables the catalogue sync watches, so learners get it on
 * their next sync with no extra step.
 */
export async function catalogueAdminRoutes(app: FastifyInstance) {
  const paths = mediaPaths(app.config);
  const staffOnly = requireRole('agent', 'admin');
  app.addHook('onRequest', async (request, reply) => staffOnly.call(app, request, reply));
  const noStore = 'private, no-store';

  // -- formations -----------------------------------------------------------------------------------------

  app.get('/admin/formations', async (request, reply): Promise<AdminFormationPage> => {
    const query = parseInput(AdminFormationListQuerySchema, request.query);
    reply.header('Cache-Control', noStore);
    return listAdminFormations(request.db, query);
  });

  app.post('/admin/formations', idempotent(), async (request, reply): Promise<AdminFormationDetail> => {
    const input = parseInput(FormationCreateSchema, request.body);
    const created = await createFormation(request.db, input);
    reply.code(201).header('Location', `/api/admin/formations/${created.id}`);
    return created;
  });

  app.get('/admin/formations/:id', async (request, reply): Promise<AdminFormationDetail> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    reply.header('Cache-Control', noStore);
    return formationDetail(request.db, id);
  });

  app.patch('/admin/formations/:id', async (request): Promise<AdminFormationDetail> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    return patchFormation(request.db, id, parseInput(FormationPatchSchema, request.body));
  });

  app.delete('/admin/formations/:id', async (request, reply) => {
    const { id } = paramsOf(FormationParamsSchema, request);
    await removeAttachmentFiles(paths, await deleteFormation(request.db, id));
    return reply.code(204).send();
  });

  app.post('/admin/formations/:id/publish', async (request): Promise<AdminFormationDetail> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    const input = parseInput(StatusChangeSchema, request.body);
    return publishFormation(request.db, id, input.version);
  });

  app.post('/admin/formations/:id/unpublish', async (request): Promise<AdminFormationDetail> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    const input = parseInput(StatusChangeSchema, request.body);
    return unpublishFormation(request.db, id, input.version);
  });

  app.put(
    '/admin/formations/:id/thumbnail',
    { config: { multipartOptions: { limits: { fileSize: THUMBNAIL_MAX_BYTES, files: 1 } } } },
    async (request): Promise<AdminFormationDetail> => {
      const { id } = paramsOf(FormationParamsSchema, request);
      await requireFormation(request.db, id);
      const file = uploadedFile(request.body, THUMBNAIL_FIELD);
      const version = multipartField(request.body, 'version');
      const { version: expected } = parseInput(StatusChangeSchema, version === undefined ? {} : { version: Number(version) });
      const key = await storeThumbnail(paths, file, THUMBNAIL_FIELD);
      return setThumbnail(request.db, id, key, expected);
    },
  );

  // -- modules --------------------------------------------------------------------------------------------

  app.post('/admin/formations/:id/modules', idempotent(), async (request, reply): Promise<AdminModule> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    const module = await createModule(request.db, id, parseInput(ModuleCreateSchema, request.body));
    reply.code(201);
    return module;
  });

  app.put('/admin/formations/:id/modules/order', async (request): Promise<AdminFormationDetail> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    await reorderModules(request.db, id, parseInput(ReorderSchema, request.body).ids);
    return formationDetail(request.db, id);
  });

  app.patch('/admin/formations/:id/modules/:moduleId', async (request): Promise<AdminModule> => {
    const { id, moduleId } = paramsOf(ModuleParamsSchema, request);
    return patchModule(request.db, id, moduleId, parseInput(ModulePatchSchema, request.body));
  });

  app.delete('/admin/formations/:id/modules/:moduleId', async (request, reply) => {
    const { id, moduleId } = paramsOf(ModuleParamsSchema, request);
    await removeAttachmentFiles(paths, await deleteModule(request.db, id, moduleId));
    return reply.code(204).send();
  });

  // -- lessons --------------------------------------------------------------------------------------------

  app.post('/admin/formations/:id/modules/:moduleId/lessons', idempotent(), async (request, reply): Promise<AdminLesson> => {
    const { id, moduleId } = paramsOf(ModuleParamsSchema, request);
    const lesson = await createLesson(request.db, id, moduleId, parseInput(LessonCreateSchema, request.body));
    reply.code(201);
    return lesson;
  });

  app.put('/admin/formations/:id/modules/:moduleId/lessons/order', async (request): Promise<AdminFormationDetail> => {
    const { id, moduleId } = paramsOf(ModuleParamsSchema, request);
    await reorderLessons(request.db, id, moduleId, parseInput(ReorderSchema, request.body).ids);
    return formationDetail(request.db, id);
  });

  app.patch('/admin/formations/:id/modules/:moduleId/lessons/:lessonId', async (request): Promise<AdminLesson> => {
    const { id, moduleId, lessonId } = paramsOf(LessonParamsSchema, request);
    return patchLesson(request.db, id, moduleId, lessonId, parseInput(LessonPatchSchema, request.body));
  });

  app.delete('/admin/formations/:id/modules/:moduleId/lessons/:lessonId', async (request, reply) => {
    const { id, moduleId, lessonId } = paramsOf(LessonParamsSchema, request);
    await removeAttachmentFiles(paths, await deleteLesson(request.db, id, moduleId, lessonId));
    return reply.code(204).send();
  });

  // -- attachments ----------------------------------------------------------------------------------------

  app.post(
    '/admin/formations/:id/modules/:moduleId/lessons/:lessonId/attachments',
    { config: { multipartOptions: { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } } } },
    async (request, reply): Promise<Attachment> => {
      const { id, moduleId, lessonId } = paramsOf(LessonParamsSchema, request);
      const file = uploadedFile(request.body, ATTACHMENT_FIELD);
      const type = await sniffAttachment(file, ATTACHMENT_FIELD);
      const attachmentId = uuidv7();
      const storageKey = `${attachmentId}.${type.ext}`;
      let moved = false;
      try {
        const attachment = await addAttachment(request.db, { formationId: id, moduleId, lessonId }, async () => {
          await keepAttachment(paths, file, storageKey);
          moved = true;
          return { id: attachmentId, fileName: cleanFileName(file.filename, type.ext), sizeBytes: file.size, mimeType: type.mime, storageKey };
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

  app.delete('/admin/formations/:id/modules/:moduleId/lessons/:lessonId/attachments/:attachmentId', async (request, reply) => {
    const { id, moduleId, lessonId, attachmentId } = paramsOf(AttachmentParamsSchema, request);
    const key = await deleteAttachment(request.db, { formationId: id, moduleId, lessonId, attachmentId });
    await removeAttachmentFiles(paths, [key]);
    return reply.code(204).send();
  });

  // -- quiz questions -------------------------------------------------------------------------------------

  app.get('/admin/formations/:id/questions', async (request, reply): Promise<AdminQuestionList> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    await requireFormation(request.db, id);
    reply.header('Cache-Control', noStore);
    return { data: await listQuestions(request.db, id) };
  });

  app.post('/admin/formations/:id/questions', idempotent(), async (request, reply): Promise<AdminQuestion> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    const question = await createQuestion(request.db, id, parseInput(QuestionCreateSchema, request.body));
    reply.code(201);
    return question;
  });

  app.put('/admin/formations/:id/questions/order', async (request): Promise<AdminQuestionList> => {
    const { id } = paramsOf(FormationParamsSchema, request);
    await reorderQuestions(request.db, id, parseInput(ReorderSchema, request.body).ids);
    return { data: await listQuestions(request.db, id) };
  });

  app.patch('/admin/formations/:id/questions/:questionId', async (request): Promise<AdminQuestion> => {
    const { id, questionId } = paramsOf(QuestionParamsSchema, request);
    return patchQuestion(request.db, id, questionId, parseInput(QuestionPatchSchema, request.body));
  });

  app.delete('/admin/formations/:id/questions/:questionId', async (request, reply) => {
    const { id, questionId } = paramsOf(QuestionParamsSchema, request);
    await deleteQuestion(request.db, id, questionId);
    return reply.code(204).send();
  });

  // -- dashboard ------------------------------------------------------------------------------------------

  app.get('/admin/stats', async (request, reply): Promise<StaffStats> => {
    reply.header('Cache-Control', noStore);
    return staffStats(request.db);
  });
}
