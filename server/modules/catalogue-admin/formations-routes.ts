import {
  FormationCreateSchema,
  FormationParamsSchema,
  FormationPatchSchema,
  StatusChangeSchema,
  THUMBNAIL_FIELD,
  THUMBNAIL_MAX_BYTES,
  AdminFormationListQuerySchema,
  AdminFormationDetailSchema,
  AdminFormationPageSchema,
  StaffStatsSchema,
  type AdminFormationDetail,
  type AdminFormationPage,
  type StaffStats,
} from '../../../contract/editor';
import { BINARY_PART, type ApiInstance } from '../../lib/http/route-schema';
import { parseInput } from '../../lib/http/validate';
import { idempotent } from '../../plugins/idempotency';
import { mediaPaths } from '../media/public';
import { formationDetail } from './admin-tree';
import {
  errorsOf,
  editorRoute,
  multipartField,
  NOT_FOUND,
  UPLOAD,
  uploadedFile,
  VERSION_CONFLICT,
  VERSION_CONFLICT_NOTE,
} from './editor-route';
import { removeAttachmentFiles, storeThumbnail } from './files-admin';
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

/** Formations as a whole: the list, a formation's fields, publishing, its thumbnail; and the staff dashboard. */
export function formationRoutes(app: ApiInstance): void {
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
