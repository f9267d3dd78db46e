import { uuidv7 } from '../../../contract/uuid';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  AttachmentParamsSchema,
  FormationParamsSchema,
  LessonCreateSchema,
  LessonParamsSchema,
  LessonPatchSchema,
  ModuleCreateSchema,
  ModuleParamsSchema,
  ModulePatchSchema,
  ReorderSchema,
  AdminFormationDetailSchema,
  AdminLessonSchema,
  AdminModuleSchema,
  AttachmentSchema,
  type AdminFormationDetail,
  type AdminLesson,
  type AdminModule,
  type Attachment,
} from '../../../contract/editor';
import { BINARY_PART, type ApiInstance } from '../../lib/http/route-schema';
import { idempotent } from '../../plugins/idempotency';
import { mediaPaths } from '../media/public';
import { formationDetail } from './admin-tree';
import {
  errorsOf,
  editorRoute,
  NOT_FOUND,
  REORDER_NOTE,
  UPLOAD,
  uploadedFile,
  VERSION_CONFLICT,
  VERSION_CONFLICT_NOTE,
} from './editor-route';
import { cleanFileName, keepAttachment, removeAttachmentFiles, sniffAttachment } from './files-admin';
import {
  addAttachment,
  createLesson,
  createModule,
  deleteAttachment,
  deleteLesson,
  deleteModule,
  patchLesson,
  patchModule,
  reorderLessons,
  reorderModules,
} from './structure-admin';

/** A formation's structure: its modules, their lessons and the lessons' attachments. */
export function structureRoutes(app: ApiInstance): void {
  const paths = mediaPaths(app.config);

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
}
