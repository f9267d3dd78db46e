import * as v from 'valibot';
import { OfflineManifestSchema, type OfflineManifest } from '../../../contract/study';
import { api, call } from '../../lib/api';
import type { UserDatabase } from '../user-db';

/** GET /api/formations/{id}/offline-manifest, validated. Failures are ApiErrors (402 `enrollment.required`…). */
export async function fetchOfflineManifest(formationId: string): Promise<OfflineManifest> {
  const body = await call(() => api.get(`formations/${encodeURIComponent(formationId)}/offline-manifest`).json());
  return v.parse(OfflineManifestSchema, body);
}

/** Fetches the manifest and keeps it as the formation's study pack (lesson texts, attachments, signed URLs). */
export async function refreshStudyPack(db: UserDatabase, formationId: string, now: Date = new Date()): Promise<OfflineManifest> {
  const manifest = await fetchOfflineManifest(formationId);
  await db.study_packs.put({ formation_id: formationId, manifest, fetched_at: now.toISOString() });
  return manifest;
}

/**
 * How long before its signed URLs expire a pack is renewed (of MEDIA_URL_TTL_SECONDS, 6 hours): the video
 * playing at that moment keeps its link until the learner pauses (lesson-stage's steady source), and a
 * download resumed with it has the time to finish on a slow line.
 */
export const STUDY_PACK_RENEW_MARGIN_MS = 30 * 60_000;

/** True while the pack's signed URLs still work, with STUDY_PACK_RENEW_MARGIN_MS to spare. */
export function manifestIsFresh(manifest: OfflineManifest, now: number = Date.now()): boolean {
  return Date.parse(manifest.expires_at) - now > STUDY_PACK_RENEW_MARGIN_MS;
}
