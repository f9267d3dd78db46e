// @vitest-environment jsdom
// No fake-indexeddb here: this page has no IndexedDB, as a private window that refuses it.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { discardDraft, readDraft, writeDraft } from '../../../src/data/drafts/draft-store';

describe('the draft store without IndexedDB', () => {
  it('reads no draft and accepts writes and discards without failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(typeof indexedDB).toBe('undefined');
    await expect(writeDraft('contact', 'tab', { message: 'x' })).resolves.toBeUndefined();
    await expect(readDraft('contact', 'tab', v.unknown())).resolves.toBeNull();
    await expect(discardDraft('contact', 'device')).resolves.toBeUndefined();
    // Said once, for whoever looks at the console; the visitor sees a form that works.
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
