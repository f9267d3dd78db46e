import type { ErrorCode } from '../../../contract/errors';
import type { ApiError } from '../../lib/api';
import { publicDb, type PublicDatabase } from '../db';
import { fetchOfflineManifest, manifestIsFresh } from '../downloads/offline-manifest';
import type { ResourceTarget } from '../sync-engine';
import type { UserDatabase } from '../user-db';

export const studyPackTargetKey = (formationId: string) => `study-pack:${formationId}`;

/**
 * A formation's study pack (lesson texts, attachment list, signed media URLs) kept current while
 * followed: due when missing or when its URLs are about to expire, so the engine's timer renews it in
 * time; a screen asks for it at once after a signed URL was refused. Offline, the stored pack stands.
 * Also due when the catalogue mirror says the formation's lessons changed after the pack was fetched (a
 * staff edit, a lesson added or removed): the next sync brings the pack in step, so a removed lesson leaves it.
 */
export function studyPackSyncTarget(
  db: UserDatabase,
  formationId: string,
  now: () => number = Date.now,
  catalogue: () => PublicDatabase = publicDb,
): ResourceTarget {
  return {
    key: studyPackTargetKey(formationId),
    db,
    tables: ['study_packs'],
    fetch: () => fetchOfflineManifest(formationId),
    async apply(_db, body) {
      // fetchOfflineManifest validated it.
      const manifest = body as Awaited<ReturnType<typeof fetchOfflineManifest>>;
      await db.study_packs.put({ formation_id: formationId, manifest, fetched_at: new Date(now()).toISOString() });
    },
    async due() {
      const pack = await db.study_packs.get(formationId);
      if (!pack || !manifestIsFresh(pack.manifest, now())) return true;
      // The server's clocks on both sides (lesson `updated_at`, manifest `generated_at`): a phone's wrong clock cannot loop it.
      return lessonsChangedSince(catalogue(), formationId, pack.manifest.lessons, pack.manifest.generated_at);
    },
    failureCode: (error: ApiError): ErrorCode | null => (error.isNetwork ? null : error.code),
  };
}

/** The mirrored lessons differ from the pack's (one added or removed), or one was edited after the pack was made. */
async function lessonsChangedSince(
  catalogue: PublicDatabase,
  formationId: string,
  packLessons: readonly { id: string }[],
  generatedAt: string,
): Promise<boolean> {
  const mirrored = await catalogue.lessons.where('formation_id').equals(formationId).toArray();
  // An empty mirror says nothing (not synced yet on this device): the pack stands.
  if (mirrored.length === 0) return false;
  const inPack = new Set(packLessons.map((lesson) => lesson.id));
  if (mirrored.length !== inPack.size || mirrored.some((lesson) => !inPack.has(lesson.id))) return true;
  return mirrored.some((lesson) => lesson.updated_at > generatedAt);
}
