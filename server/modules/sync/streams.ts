import { catalogueStream } from '../catalogue/catalogue-stream';
import { enrollmentSyncEntity } from '../catalogue/enrollment-sync-entity';
import { examSyncEntities } from '../exam/exam-sync-entities';
import { paymentSyncEntity } from '../payments/payment-sync-entity';
import { progressSyncEntity } from '../study/progress-sync-entity';
import type { SyncStreamDefinition } from '../../lib/sync/stream';

/**
 * The registry of the sync streams of DESIGN.md, and the one file that imports other modules' sync
 * entities (the ESLint rule `local/server-modules` allows it here only). Each module keeps its
 * entities in its own folder (`<module>/*-sync-entit*.ts`, `<module>/*-stream.ts`); the machinery that
 * reads a stream is a library (server/lib/sync), so no module imports the sync module.
 */
export { catalogueStream };

/**
 * The signed-in learner's own rows. A capability adds its entity here (and to ME_SYNC_ENTITIES in
 * contract/sync.ts), usually through `ownRowsEntity`; its table has `id uuid`, `user_id`, `change_seq
 * bigint not null default nextval('sync_change_seq')`, an index on (user_id, change_seq) and the triggers:
 *   CREATE TRIGGER x_sync BEFORE INSERT OR UPDATE ON x FOR EACH ROW EXECUTE FUNCTION sync_touch('me', 'user_id', '{}');
 *   CREATE TRIGGER x_sync_delete AFTER DELETE ON x FOR EACH ROW EXECUTE FUNCTION sync_tombstone('me', 'user_id', '<entity>');
 */
export const meStream: SyncStreamDefinition = {
  name: 'me',
  userColumn: 'user_id',
  entities: [enrollmentSyncEntity, progressSyncEntity, ...examSyncEntities, paymentSyncEntity],
};
