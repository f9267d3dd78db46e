/**
 * Shared steps of the study tests: the catalogue fixture (free formation: lesson 1.1 with a video and
 * free preview, 1.2 reading only, 2.1 with a video; one attachment), learners, and the offline manifest.
 */
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { OfflineManifestSchema, type OfflineManifest } from '../../../contract/study';
import { lessons, modules } from '../../../server/db/schema/catalogue';
import type { TestApp } from '../helpers';
import { bearer } from '../auth/support';

/** Lesson ids of a formation in study order. */
export async function lessonIdsInOrder(t: TestApp, formationId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(lessons.formationId, formationId))
    .orderBy(asc(modules.position), asc(lessons.position));
  return rows.map((row) => row.id);
}

export async function enroll(t: TestApp, token: string, formationId: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: { formation_id: formationId },
    headers: bearer(token),
  });
  if (res.statusCode >= 300) throw new Error(`enroll failed: ${res.statusCode} ${res.body}`);
}

export async function manifestOf(t: TestApp, token: string, formationId: string): Promise<OfflineManifest> {
  const res = await t.app.inject({ method: 'GET', url: `/api/formations/${formationId}/offline-manifest`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`manifest failed: ${res.statusCode} ${res.body}`);
  return v.parse(OfflineManifestSchema, res.json());
}

export function postProgress(t: TestApp, token: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/progress', payload: body as object, headers: { ...bearer(token), ...headers } });
}
