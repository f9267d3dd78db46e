import Dexie from 'dexie';
import type { DraftRow } from './draft-db';

/**
 * Drafts an earlier version of the app kept elsewhere, moved into the draft store so the update loses no
 * unsaved text: the public forms' drafts (sessionStorage, this tab's only), the quiz editor's
 * (localStorage) and the formation editor's (an idb-keyval database, `agri-editor-drafts`). Their values move as they were;
 * each reader's schema still decides what they are worth.
 */
const SITE_PREFIX = 'site-form-draft:';
const QUIZ_PREFIX = 'quiz-drafts:';
export const LEGACY_EDITOR_DB = 'agri-editor-drafts';

interface Found {
  rows: DraftRow[];
  /** Removes what was found, once it is safely in the draft store. */
  forget: () => void;
}

function findIn(storage: () => Storage, prefix: string, rowOf: (rest: string, value: unknown) => DraftRow): Found {
  const rows: DraftRow[] = [];
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) ?? false,
    );
    for (const key of keys) {
      try {
        rows.push(rowOf(key.slice(prefix.length), JSON.parse(store.getItem(key) ?? 'null') as unknown));
      } catch {
        // Not JSON: nothing worth moving.
      }
    }
    return { rows, forget: () => keys.forEach((key) => store.removeItem(key)) };
  } catch {
    // Web storage refused: nothing was kept there either.
    return { rows, forget: () => undefined };
  }
}

/** The public forms' (this tab's) and the quiz editor's drafts left in web storage. */
export function findWebStorageDrafts(tabId: string, savedAt: string): Found {
  const site = findIn(
    () => window.sessionStorage,
    SITE_PREFIX,
    (formId, value) => ({ id: `tab:${tabId}:site-form:${formId}`, key: `site-form:${formId}`, scope: 'tab', tabId, value, savedAt }),
  );
  const quiz = findIn(
    () => window.localStorage,
    QUIZ_PREFIX,
    (formationId, value) => ({
      id: `device:quiz:${formationId}`,
      key: `quiz:${formationId}`,
      scope: 'device',
      tabId: null,
      value,
      savedAt,
    }),
  );
  return {
    rows: [...site.rows, ...quiz.rows],
    forget: () => {
      site.forget();
      quiz.forget();
    },
  };
}

/**
 * The formation editor's drafts (idb-keyval's out-of-line keys `formation:<id or new>` →
 * { values, baseVersion, savedAt }), and the database that held them deleted.
 */
export async function takeEditorDrafts(): Promise<DraftRow[]> {
  if (!(await Dexie.exists(LEGACY_EDITOR_DB))) return [];
  // Opened without a schema, Dexie reads the one the database has.
  const legacy = new Dexie(LEGACY_EDITOR_DB);
  const rows: DraftRow[] = [];
  try {
    await legacy.open();
    if (legacy.tables.some((table) => table.name === 'drafts')) {
      await legacy.table('drafts').each((draft: unknown, cursor) => {
        const key = cursor.primaryKey;
        if (typeof key !== 'string' || !draft || typeof draft !== 'object') return;
        const { values, baseVersion, savedAt } = draft as Record<string, unknown>;
        rows.push({
          id: `device:${key}`,
          key,
          scope: 'device',
          tabId: null,
          value: { values, baseVersion: baseVersion ?? null },
          savedAt: typeof savedAt === 'string' ? savedAt : new Date().toISOString(),
        });
      });
    }
  } finally {
    legacy.close();
  }
  // Not awaited: a tab of the earlier app still open holds the database, and the deletion waits for it.
  Dexie.delete(LEGACY_EDITOR_DB).catch(() => undefined);
  return rows;
}
