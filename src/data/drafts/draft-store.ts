import Dexie from 'dexie';
import * as v from 'valibot';
import { draftDb, tabId, type DraftScope } from './draft-db';

export type { DraftScope } from './draft-db';

/**
 * A tab's drafts are unreachable once the tab is closed (its id lived in its sessionStorage), and removed
 * from the device when another tab of the site starts this long after their last write. A tab still open
 * keeps its own drafts whatever their age.
 */
export const TAB_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

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
  const queued = (queues.get(id) ?? Promise.resolve()).then(run).catch(unavailable);
  queues.set(id, queued);
  void queued.then(() => {
    if (queues.get(id) === queued) queues.delete(id);
  });
  return queued;
}

let pruning: Promise<void> | null = null;

/** Removes the drafts of tabs that were closed long ago (see TAB_DRAFT_MAX_AGE_MS). Runs once per page. */
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

function startPruning(): void {
  pruning ??= pruneTabDrafts();
}

/**
 * The draft under `key` in this scope, read through the caller's schema (storage is input like any
 * other: a draft of an older shape is no draft). Null when there is none or drafts are unavailable.
 */
export async function readDraft<TSchema extends v.GenericSchema>(
  key: string,
  scope: DraftScope,
  schema: TSchema,
): Promise<Draft<v.InferOutput<TSchema>> | null> {
  startPruning();
  const id = idOf(key, scope);
  await queues.get(id);
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
  startPruning();
  const id = idOf(key, scope);
  const row = { id, key, scope, tabId: scope === 'tab' ? tabId() : null, value, savedAt: new Date().toISOString() };
  return enqueue(id, () => draftDb().drafts.put(row));
}

/** Forgets the draft under `key` (sent, saved or discarded). Never rejects. */
export function discardDraft(key: string, scope: DraftScope): Promise<void> {
  const id = idOf(key, scope);
  return enqueue(id, () => draftDb().drafts.delete(id));
}
