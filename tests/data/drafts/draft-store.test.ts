// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DraftDbModule from '../../../src/data/drafts/draft-db';
import type * as DraftStoreModule from '../../../src/data/drafts/draft-store';

type Store = typeof DraftStoreModule;
type Db = typeof DraftDbModule;

/** The store as a page loads it: a reload keeps the tab's sessionStorage, a new tab starts without it. */
async function page(): Promise<Store & Db> {
  vi.resetModules();
  const store = await import('../../../src/data/drafts/draft-store');
  const db = await import('../../../src/data/drafts/draft-db');
  return { ...store, ...db };
}
const newTab = () => {
  sessionStorage.clear();
  return page();
};

const Message = v.object({ message: v.string() });

beforeEach(async () => {
  sessionStorage.clear();
  const { draftDb } = await page();
  await draftDb().drafts.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the draft store', () => {
  it('keeps a draft until it is discarded, and reads it back through the given schema', async () => {
    const { readDraft, writeDraft, discardDraft } = await page();
    expect(await readDraft('contact', 'tab', Message)).toBeNull();
    await writeDraft('contact', 'tab', { message: 'Bonjour' });
    const draft = await readDraft('contact', 'tab', Message);
    expect(draft?.value).toEqual({ message: 'Bonjour' });
    expect(Number.isNaN(Date.parse(draft?.savedAt ?? ''))).toBe(false);
    await discardDraft('contact', 'tab');
    expect(await readDraft('contact', 'tab', Message)).toBeNull();
  });

  it('treats a stored value of another shape as no draft (storage is input)', async () => {
    const { readDraft, writeDraft } = await page();
    await writeDraft('contact', 'device', { message: 42 });
    expect(await readDraft('contact', 'device', Message)).toBeNull();
    expect((await readDraft('contact', 'device', v.object({ message: v.number() })))?.value).toEqual({ message: 42 });
  });

  it('keeps a tab draft for that tab only: a reload finds it, another tab never sees it', async () => {
    const first = await page();
    await first.writeDraft('contact', 'tab', { message: 'mine' });
    const reloaded = await page();
    expect((await reloaded.readDraft('contact', 'tab', Message))?.value).toEqual({ message: 'mine' });

    const other = await newTab();
    expect(await other.readDraft('contact', 'tab', Message)).toBeNull();
    // Its own draft of the same form does not replace the first tab's.
    await other.writeDraft('contact', 'tab', { message: 'theirs' });
    expect((await other.readDraft('contact', 'tab', Message))?.value).toEqual({ message: 'theirs' });
    expect((await first.readDraft('contact', 'tab', Message))?.value).toEqual({ message: 'mine' });
    // Only the id of the tab is in sessionStorage, never the text.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('theirs');
  });

  it('shows a device draft in every tab, and after a restart', async () => {
    const first = await page();
    await first.writeDraft('formation:new', 'device', { message: 'staff text' });
    const restarted = await newTab();
    expect((await restarted.readDraft('formation:new', 'device', Message))?.value).toEqual({ message: 'staff text' });
  });

  it('keeps the last of quick writes, and a read right after them returns it', async () => {
    const { readDraft, writeDraft } = await page();
    const writes = ['B', 'Bo', 'Bon', 'Bonj', 'Bonjour'].map((message) => writeDraft('contact', 'tab', { message }));
    // Not awaited: the read itself waits for the writes before it.
    expect((await readDraft('contact', 'tab', Message))?.value).toEqual({ message: 'Bonjour' });
    await Promise.all(writes);
    const { draftDb } = await page();
    expect(await draftDb().drafts.count()).toBe(1);
  });

  it('a discard after writes wins, even unawaited', async () => {
    const { readDraft, writeDraft, discardDraft } = await page();
    void writeDraft('contact', 'tab', { message: 'sent' });
    void discardDraft('contact', 'tab');
    expect(await readDraft('contact', 'tab', Message)).toBeNull();
  });

  it('gives up on a read IndexedDB never answers, so the form is not held back', async () => {
    const { readDraft, writeDraft, draftDb, DRAFT_READ_WAIT_MS } = await page();
    await writeDraft('contact', 'tab', { message: 'kept' });
    // Dexie's get returns its own promise type; a plain promise that never settles stands in for it.
    vi.spyOn(draftDb().drafts, 'get').mockReturnValue(new Promise(() => undefined) as never);
    vi.useFakeTimers();
    try {
      const read = readDraft('contact', 'tab', Message);
      await vi.advanceTimersByTimeAsync(DRAFT_READ_WAIT_MS);
      await expect(read).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes on start the drafts of tabs closed long ago, and nothing else', async () => {
    const { draftDb, tabId, TAB_DRAFT_MAX_AGE_MS, pruneTabDrafts } = await page();
    const now = Date.parse('2026-11-29T12:00:00.000Z');
    const old = new Date(now - TAB_DRAFT_MAX_AGE_MS - 60_000).toISOString();
    const recent = new Date(now - 60_000).toISOString();
    const row = (id: string, scope: 'tab' | 'device', tab: string | null, savedAt: string) => ({
      id,
      key: 'contact',
      scope,
      tabId: tab,
      value: { message: id },
      savedAt,
    });
    await draftDb().drafts.bulkPut([
      row('closed-long-ago', 'tab', 'gone', old),
      row('closed-just-now', 'tab', 'other', recent),
      row('this-tab', 'tab', tabId(), old),
      row('staff', 'device', null, old),
    ]);
    await pruneTabDrafts(now);
    expect((await draftDb().drafts.toArray()).map((kept) => kept.id).sort()).toEqual(['closed-just-now', 'staff', 'this-tab']);
  });

  it('prunes by itself when a page first uses drafts', async () => {
    const first = await page();
    const stale = new Date(Date.now() - first.TAB_DRAFT_MAX_AGE_MS - 60_000).toISOString();
    await first.draftDb().drafts.put({ id: 'tab:gone:contact', key: 'contact', scope: 'tab', tabId: 'gone', value: {}, savedAt: stale });
    const next = await newTab();
    await next.readDraft('contact', 'tab', Message);
    await vi.waitFor(async () => expect(await next.draftDb().drafts.get('tab:gone:contact')).toBeUndefined());
  });
});
