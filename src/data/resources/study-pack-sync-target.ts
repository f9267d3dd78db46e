import type { ErrorCode } from '../../../contract/errors';
import type { ApiError } from '../../lib/api';
import { fetchOfflineManifest, manifestIsFresh } from '../downloads/offline-manifest';
import type { ResourceTarget } from '../sync-engine';
import type { UserDatabase } from '../user-db';

export const studyPackTargetKey = (formationId: string) => `study-pack:${formationId}`;

/**
 * A formation's study pack (lesson texts, attachment list, signed media URLs) kept current while
 * followed: due when missing or when its URLs are about to expire, so the engine's timer renews it in
 * time; a screen asks for it at once after a signed URL was refused. Offline, the stored pack stands.
 */
export function studyPackSyncTarget(db: UserDatabase, formationId: string, now: () => number = Date.now): ResourceTarget {
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
      return !pack || !manifestIsFresh(pack.manifest, now());
    },
    failureCode: (error: ApiError): ErrorCode | null => (error.isNetwork ? null : error.code),
  };
}
