import Dexie, { type Table } from 'dexie';
import { OUTBOX_STORES, type OutboxDatabase, type OutboxRow, type OutboxStateRow } from './outbox-row';

export const ANONYMOUS_OUTBOX_DB_NAME = 'academy-anonymous-outbox';

/**
 * Writes of a visitor who is not signed in (contact, support, newsletter). They belong to nobody, so
 * they live apart from every learner's private database and are sent without a token, whoever is
 * signed in by then. Schema changes add a new `version()`; never edit an old one.
 */
export class AnonymousOutboxDatabase extends Dexie implements OutboxDatabase {
  outbox!: Table<OutboxRow, string>;
  outbox_state!: Table<OutboxStateRow, string>;

  constructor(name: string = ANONYMOUS_OUTBOX_DB_NAME) {
    super(name);
    this.version(1).stores(OUTBOX_STORES);
  }
}

let instance: AnonymousOutboxDatabase | null = null;

export function anonymousOutboxDb(): AnonymousOutboxDatabase {
  instance ??= new AnonymousOutboxDatabase();
  return instance;
}
