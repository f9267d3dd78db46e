// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_DB_NAME } from '../../../src/data/drafts/draft-db';
import { readDraft } from '../../../src/data/drafts/draft-store';

describe('drafts of the app before the draft store', () => {
  it('are moved in on the first start after the update, and their old places emptied', async () => {
    await Dexie.delete(DRAFT_DB_NAME);
    sessionStorage.setItem('site-form-draft:contact', JSON.stringify({ name: 'Khadija', message: 'Bonjour' }));
    localStorage.setItem('quiz-drafts:f1', JSON.stringify([{ id: null, text: { ar: '', fr: 'Q ?', en: '' } }]));
    // The formation editor's idb-keyval store: one object store of out-of-line keys.
    const legacy = new Dexie('agri-editor-drafts');
    legacy.version(1).stores({ drafts: '' });
    await legacy
      .table('drafts')
      .put({ values: { title: { ar: '', fr: 'Sol', en: '' } }, baseVersion: null, savedAt: '2026-11-01T09:00:00.000Z' }, 'formation:new');
    legacy.close();

    const site = await readDraft('site-form:contact', 'tab', v.record(v.string(), v.string()));
    expect(site?.value).toEqual({ name: 'Khadija', message: 'Bonjour' });
    const quiz = await readDraft('quiz:f1', 'device', v.array(v.object({ id: v.null(), text: v.object({ fr: v.string() }) })));
    expect(quiz?.value[0]?.text.fr).toBe('Q ?');
    const editor = await readDraft(
      'formation:new',
      'device',
      v.object({ values: v.object({ title: v.object({ fr: v.string() }) }), baseVersion: v.null() }),
    );
    expect(editor).toEqual({ value: { values: { title: { fr: 'Sol' } }, baseVersion: null }, savedAt: '2026-11-01T09:00:00.000Z' });

    expect(sessionStorage.getItem('site-form-draft:contact')).toBeNull();
    expect(localStorage.getItem('quiz-drafts:f1')).toBeNull();
    await vi.waitFor(async () => expect(await Dexie.exists('agri-editor-drafts')).toBe(false));
  });
});
