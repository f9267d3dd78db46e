import { invalidInput } from '../../lib/http/problem';
import { describeRoute, type RouteDescription } from '../../lib/http/route-schema';
import { isSpooledFile, type SpooledFile } from '../../plugins/uploads';

/** Every route of the staff editor (this module's files): one tag, agents and admins only (the guard `access` installs). */
export const editorRoute = <const R extends Omit<RouteDescription, 'tags' | 'access'>>(route: R) =>
  // A malformed path id names nothing: 404, as for an id that does not exist; only a body or a query is a 422.
  describeRoute({ tags: ['editor'], access: 'staff', malformedPath: 'not-found', ...route });

export type Errors = NonNullable<RouteDescription['errors']>;

/** Error lists of several causes on one route, joined per status. */
export function errorsOf(...lists: Errors[]): Errors {
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
export const NOT_FOUND: Errors = { 404: ['http.not_found'] };
export const VERSION_CONFLICT: Errors = { 409: ['editor.version_conflict'] };
export const UPLOAD: Errors = { 413: ['http.payload_too_large'], 415: ['editor.file_type_refused'], 422: ['editor.file_required'] };

export const VERSION_CONFLICT_NOTE =
  'A `version` older than the stored one is refused with 409 `editor.version_conflict`, whose `current` member is the row as it is now and `version` its version.';
export const REORDER_NOTE =
  'Every id of the list exactly once, in the new order; a missing, repeated or foreign id is 422 `validation.failed` with the field code `editor.reorder_mismatch` on `ids`, and nothing moves.';

/** The uploaded file of a multipart body, or 422 `editor.file_required`. */
export function uploadedFile(body: unknown, field: string): SpooledFile {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (!isSpooledFile(value)) throw invalidInput({ [field]: ['editor.file_required'] }, 'editor.file_required');
  return value;
}

/** A text field of a multipart body, if sent. */
export function multipartField(body: unknown, field: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}
