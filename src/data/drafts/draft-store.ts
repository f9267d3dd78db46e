import Dexie from 'dexie';
import * as v from 'valibot';
import { draftDb, tabId, type DraftRow, type DraftScope } from './draft-db';
import { findWebStorageDrafts, takeEditorDrafts } from './legacy-drafts';

export type { DraftScope } from './draft-db';

/**
 * A tab's drafts are unreachable once the tab is closed (its id lived in its sessionStorage), and removed
 * from the device when another tab of the site starts this long after their last write. A tab still open
 * keeps its own drafts whatever their age.
 */
export const TAB_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * An IndexedDB that never answers (some WebKit versions, on a first open) must not hold a form or the quiz
 * editor back: past this wait, there is no draft.
 */
export const DRAFT_READ_WAIT_MS = 5_000;

export interface Draft<T> {
  value: T;
  savedAt: string;
}

const idOf = (key: string, scope: DraftScope) => (scope === 'device' ? `device:${key}` : `tab:${tabId()}:${key}`);

let warned = false;
/** IndexedDB refused (some private windows) or failing: forms keep working, only without drafts. */
function unavailable(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Drafts cannot be kept on this device', error);
}

/**
 * Each draft's writes and deletes run one after another, the newest replacing any still waiting, so the
 * last keystroke is the one kept; a read waits for them, so it never returns text older than what was written.
 */
const queues = new Map<string, Promise<void>>();
const waiting = new Map<string, () => Promise<unknown>>();

function enqueue(id: string, operation: () => Promise<unknown>): Promise<void> {
  waiting.set(id, operation);
  const run = async () => {
    const next = waiting.get(id);
    waiting.delete(id);
    if (next) await next();
  };
  const queued = (queues.get(id) ?? started()).then(run).catch(unavailable);
  queues.set(id, queued);
  void queued.then(() => {
    if (queues.get(id) === queued) queues.delete(id);
  });
  return queued;
}

/** Drafts the app kept before this store, moved in unless the store already has a newer one. */
async function moveLegacyDrafts(): Promise<void> {
  const db = draftDb();
  await db.open();
  const found = findWebStorageDrafts(tabId(), new Date().toISOString());
  const rows: DraftRow[] = [...found.rows, ...(db.created ? await takeEditorDrafts() : [])];
  if (rows.length > 0) {
    await db.transaction('rw', db.drafts, async () => {
      for (const row of rows) if (!(await db.drafts.get(row.id))) await db.drafts.put(row);
    });
  }
  found.forget();
}

let start: Promise<void> | null = null;

/** What a page does before its first draft is read or written: move old drafts in, prune old tabs' ones. */
function started(): Promise<void> {
  start ??= moveLegacyDrafts()
    .catch(unavailable)
    .then(() => pruneTabDrafts());
  return start;
}

/** Removes the drafts of tabs that were closed long ago (see TAB_DRAFT_MAX_AGE_MS). Runs once per page, on start. */
export async function pruneTabDrafts(now: number = Date.now()): Promise<void> {
  const cutoff = new Date(now - TAB_DRAFT_MAX_AGE_MS).toISOString();
  const own = tabId();
  try {
    await draftDb()
      .drafts.where('[scope+savedAt]')
      .between(['tab', Dexie.minKey], ['tab', cutoff], true, true)
      .filter((row) => row.tabId !== own)
      .delete();
  } catch (error) {
    unavailable(error);
  }
}

/**
 * The draft under `key` in this scope, read through the caller's schema (storage is input like any
 * other: a draft of an older shape is no draft). Null when there is none or drafts are unavailable.
 */
export function readDraft<TSchema extends v.GenericSchema>(
  key: string,
  scope: DraftScope,
  schema: TSchema,
): Promise<Draft<v.InferOutput<TSchema>> | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DRAFT_READ_WAIT_MS);
  });
  return Promise.race([readStored(key, scope, schema), late]).finally(() => clearTimeout(timer));
}

async function readStored<TSchema extends v.GenericSchema>(
  key: string,
  scope: DraftScope,
  schema: TSchema,
): Promise<Draft<v.InferOutput<TSchema>> | null> {
  const id = idOf(key, scope);
  await (queues.get(id) ?? started());
  try {
    const row = await draftDb().drafts.get(id);
    if (!row) return null;
    const parsed = v.safeParse(schema, row.value);
    return parsed.success ? { value: parsed.output, savedAt: row.savedAt } : null;
  } catch (error) {
    unavailable(error);
    return null;
  }
}

/** Keeps `value` (plain data) as the draft under `key`. Never rejects. */
export function writeDraft(key: string, scope: DraftScope, value: unknown): Promise<void> {
  const id = idOf(key, scope);
  const row = { id, key, scope, tabId: scope === 'tab' ? tabId() : null, value, savedAt: new Date().toISOString() };
  return enqueue(id, () => draftDb().drafts.put(row));
}

/** Forgets the draft under `key` (sent, saved or discarded). Never rejects. */
export function discardDraft(key: string, scope: DraftScope): Promise<void> {
  const id = idOf(key, scope);
  return enqueue(id, () => draftDb().drafts.delete(id));
}
