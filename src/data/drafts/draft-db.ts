import Dexie, { type Table } from 'dexie';
import { STORAGE_KEYS } from '../../../contract/constants';
import { uuidv7 } from '../../../contract/uuid';

export const DRAFT_DB_NAME = 'academy-drafts';

/**
 * Where a draft is visible. `tab`: only in the tab that typed it (a reload keeps it, another tab or a new
 * visitor on a shared phone never sees it). `device`: in every tab, and after a restart.
 */
export type DraftScope = 'tab' | 'device';

export interface DraftRow {
  /** `device:<key>` or `tab:<tab id>:<key>`: two tabs typing in the same form keep a draft each. */
  id: string;
  key: string;
  scope: DraftScope;
  /** The tab that typed it; null for a device draft. */
  tabId: string | null;
  /** Whatever the caller stored; read back through the caller's schema. */
  value: unknown;
  savedAt: string;
}

/**
 * Unsent text of every form of the app, in a database of its own: it belongs to no learner (the public
 * forms are anonymous, the editors' drafts are the device's), and clearing it never touches the sync
 * mirror or an outbox. Schema changes add a new `version()`; never edit an old one.
 */
export class DraftDatabase extends Dexie {
  drafts!: Table<DraftRow, string>;
  /** Made by this page: the drafts of the app's earlier stores are moved in then (legacy-drafts.ts). */
  created = false;

  constructor(name: string = DRAFT_DB_NAME) {
    super(name);
    this.version(1).stores({ drafts: 'id, [scope+savedAt]' });
    this.on('populate', () => {
      this.created = true;
    });
  }
}

let instance: DraftDatabase | null = null;

export function draftDb(): DraftDatabase {
  instance ??= new DraftDatabase();
  return instance;
}

let tab: string | null = null;

/**
 * This tab's id, kept in sessionStorage (the id only, never text) so a reload finds the tab's drafts again
 * and closing the tab leaves them unreachable. Without sessionStorage the id lasts as long as the page.
 */
export function tabId(): string {
  if (tab) return tab;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(STORAGE_KEYS.draftTab);
    if (!stored) {
      stored = uuidv7();
      window.sessionStorage.setItem(STORAGE_KEYS.draftTab, stored);
    }
  } catch {
    stored ??= uuidv7();
  }
  tab = stored;
  return tab;
}
