import { describe, expect, it } from 'vitest';
import { SHARED_PACK_CACHE, SHARED_PACK_KEY, SHARED_PACK_NAME_HEADER } from '../../src/data/packs/shared-pack';
import { receiveSharedPack } from '../../sw/share-target-handler';
import { memoryCaches } from '../data/downloads/pack-harness';

/** The share target: the pack posted by the share sheet is kept for the import screen, which is opened. */
describe('share target', () => {
  it('keeps the shared pack with its name and sends the learner to the import screen', async () => {
    const storage = memoryCaches();
    const form = new FormData();
    form.append('pack', new File([new Uint8Array([1, 2, 3])], 'نحل bees.agripack', { type: 'application/x-tar' }));
    const answer = await receiveSharedPack(new Request('http://academy.test/share-target', { method: 'POST', body: form }), storage);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('http://academy.test/downloads?import=shared');
    const kept = await (await storage.open(SHARED_PACK_CACHE)).match(SHARED_PACK_KEY);
    expect(new Uint8Array(await (kept as Response).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(decodeURIComponent((kept as Response).headers.get(SHARED_PACK_NAME_HEADER) ?? '')).toBe('نحل bees.agripack');
  });

  it('a post without a file keeps nothing and says so to the import screen', async () => {
    const storage = memoryCaches();
    const answer = await receiveSharedPack(
      new Request('http://academy.test/share-target', { method: 'POST', body: new FormData() }),
      storage,
    );
    expect(answer.headers.get('Location')).toBe('http://academy.test/downloads?import=none');
    expect(storage.stores.size).toBe(0);
  });
});
