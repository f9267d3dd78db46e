import type { SyncStreamDefinition } from '../../lib/sync/stream';
import { catalogueSyncEntities } from './catalogue-sync-entities';

/**
 * The public catalogue stream of DESIGN.md. The catalogue owns it: its own pages and the rendered pages
 * read its version, and the sync module serves it (modules/sync/streams.ts lists it).
 */
export const catalogueStream: SyncStreamDefinition = {
  name: 'catalogue',
  userColumn: null,
  entities: catalogueSyncEntities,
};
