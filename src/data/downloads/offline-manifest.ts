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

/** True while the pack's signed URLs still work, with a minute to spare. */
export function manifestIsFresh(manifest: OfflineManifest, now: number = Date.now()): boolean {
  return Date.parse(manifest.expires_at) - now > 60_000;
}
