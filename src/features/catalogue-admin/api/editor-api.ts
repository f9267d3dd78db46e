import * as v from 'valibot';
import {
  AdminFormationDetailSchema,
  AdminFormationPageSchema,
  AdminFormationSchema,
  AdminLessonSchema,
  AdminModuleSchema,
  AttachmentSchema,
  ATTACHMENT_FIELD,
  THUMBNAIL_FIELD,
  type AdminFormation,
  type AdminFormationDetail,
  type AdminFormationPage,
  type AdminLesson,
  type AdminModule,
  type Attachment,
  type FormationCreateInput,
  type FormationPatchInput,
  type FormationStatus,
  type LessonCreateInput,
  type LessonPatchInput,
  type ModuleCreateInput,
  type ModulePatchInput,
  type PublishMissing,
  PublishRefusalSchema,
  VersionConflictSchema,
} from '../../../../contract/editor';
import { HTTPError } from 'ky';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../contract/outbox';
import { api, ApiError, call, toApiError } from '../../../lib/api';

/**
 * The staff editor's calls under /api/admin/formations (contract/editor.ts). Every failure arrives as an
 * ApiError; a 409 and a publish refusal keep their problem body, read by `conflictOf` / `refusalOf`.
 */

/** An ApiError that keeps the problem body: a 409's `current` row, a publish refusal's `missing`. */
export class EditorProblem extends ApiError {
  override name = 'EditorProblem';
  constructor(
    base: ApiError,
    readonly body: unknown,
  ) {
    super(base.code, base.status, base.fieldErrors, base.retryAfterSeconds);
  }
}

async function callKeepingBody<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    let body: unknown = null;
    if (error instanceof HTTPError)
      body = await error.response
        .clone()
        .json()
        .catch(() => null);
    throw new EditorProblem(await toApiError(error), body);
  }
}

/** The row as the server has it now, when a save was refused for an older version. */
export function conflictOf<T>(error: unknown, schema: v.GenericSchema<unknown, T>): { version: number; current: T } | null {
  if (!(error instanceof EditorProblem) || error.code !== 'editor.version_conflict') return null;
  const conflict = v.safeParse(VersionConflictSchema, error.body);
  if (!conflict.success) return null;
  const current = v.safeParse(schema, conflict.output.current);
  return current.success ? { version: conflict.output.version, current: current.output } : null;
}

/** What a publish refusal says is missing. */
export function refusalOf(error: unknown): PublishMissing | null {
  if (!(error instanceof EditorProblem) || error.code !== 'editor.publish_incomplete') return null;
  const refusal = v.safeParse(PublishRefusalSchema, error.body);
  return refusal.success ? refusal.output.missing : null;
}

const enc = encodeURIComponent;
const formationPath = (id: string) => `admin/formations/${enc(id)}`;
const modulePath = (id: string, moduleId: string) => `${formationPath(id)}/modules/${enc(moduleId)}`;
const lessonPath = (id: string, moduleId: string, lessonId: string) => `${modulePath(id, moduleId)}/lessons/${enc(lessonId)}`;

export interface FormationListParams {
  page: number;
  q: string;
  status: FormationStatus | 'all';
}

export async function listFormations(params: FormationListParams, signal?: AbortSignal): Promise<AdminFormationPage> {
  const searchParams: Record<string, string> = { page: String(params.page) };
  if (params.q.trim()) searchParams.q = params.q.trim();
  if (params.status !== 'all') searchParams.status = params.status;
  const body = await call(() => api.get('admin/formations', { searchParams, signal }).json());
  return v.parse(AdminFormationPageSchema, body);
}

export async function getFormation(id: string, signal?: AbortSignal): Promise<AdminFormationDetail> {
  const body = await call(() => api.get(formationPath(id), { signal }).json());
  return v.parse(AdminFormationDetailSchema, body);
}

/**
 * POST with an Idempotency-Key: a second press, or a retry after the answer was lost on the network,
 * with the same key makes one formation, not two.
 */
export async function createFormation(json: FormationCreateInput, idempotencyKey: string): Promise<AdminFormation> {
  const body = await call(() => api.post('admin/formations', { json, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }).json());
  return v.parse(AdminFormationSchema, body);
}

export async function patchFormation(id: string, json: FormationPatchInput): Promise<AdminFormation> {
  const body = await callKeepingBody(() => api.patch(formationPath(id), { json }).json());
  return v.parse(AdminFormationSchema, body);
}

export async function setFormationStatus(id: string, action: 'publish' | 'unpublish', version: number): Promise<AdminFormation> {
  const body = await callKeepingBody(() => api.post(`${formationPath(id)}/${action}`, { json: { version } }).json());
  return v.parse(AdminFormationSchema, body);
}

export async function deleteFormation(id: string): Promise<void> {
  await call(() => api.delete(formationPath(id)));
}

function multipart(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

/** PUT …/thumbnail: the server resizes the original to the catalogue's WebP widths and answers the formation. */
export async function uploadThumbnail(id: string, file: File, version: number): Promise<AdminFormation> {
  const form = multipart(THUMBNAIL_FIELD, file);
  form.append('version', String(version));
  const body = await callKeepingBody(() => api.put(`${formationPath(id)}/thumbnail`, { body: form }).json());
  return v.parse(AdminFormationSchema, body);
}

/** A module as a write answers it: its lessons may be left out (a new one has none). */
const ModuleAnswerSchema = v.object({ ...AdminModuleSchema.entries, lessons: v.optional(AdminModuleSchema.entries.lessons, []) });

export async function createModule(id: string, json: ModuleCreateInput): Promise<AdminModule> {
  const body = await call(() => api.post(`${formationPath(id)}/modules`, { json }).json());
  return v.parse(ModuleAnswerSchema, body);
}

export async function patchModule(id: string, moduleId: string, json: ModulePatchInput): Promise<AdminModule> {
  const body = await callKeepingBody(() => api.patch(modulePath(id, moduleId), { json }).json());
  return v.parse(ModuleAnswerSchema, body);
}

export async function deleteModule(id: string, moduleId: string): Promise<void> {
  await call(() => api.delete(modulePath(id, moduleId)));
}

export async function reorderModules(id: string, ids: string[]): Promise<void> {
  await call(() => api.put(`${formationPath(id)}/modules/order`, { json: { ids } }));
}

export async function createLesson(id: string, moduleId: string, json: LessonCreateInput): Promise<AdminLesson> {
  const body = await call(() => api.post(`${modulePath(id, moduleId)}/lessons`, { json }).json());
  return v.parse(AdminLessonSchema, body);
}

export async function patchLesson(id: string, moduleId: string, lessonId: string, json: LessonPatchInput): Promise<AdminLesson> {
  const body = await callKeepingBody(() => api.patch(lessonPath(id, moduleId, lessonId), { json }).json());
  return v.parse(AdminLessonSchema, body);
}

export async function deleteLesson(id: string, moduleId: string, lessonId: string): Promise<void> {
  await call(() => api.delete(lessonPath(id, moduleId, lessonId)));
}

export async function reorderLessons(id: string, moduleId: string, ids: string[]): Promise<void> {
  await call(() => api.put(`${modulePath(id, moduleId)}/lessons/order`, { json: { ids } }));
}

export async function uploadAttachment(id: string, moduleId: string, lessonId: string, file: File): Promise<Attachment> {
  const body = await call(() =>
    api.post(`${lessonPath(id, moduleId, lessonId)}/attachments`, { body: multipart(ATTACHMENT_FIELD, file) }).json(),
  );
  return v.parse(AttachmentSchema, body);
}

export async function deleteAttachment(id: string, moduleId: string, lessonId: string, attachmentId: string): Promise<void> {
  await call(() => api.delete(`${lessonPath(id, moduleId, lessonId)}/attachments/${enc(attachmentId)}`));
}
