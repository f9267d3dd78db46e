import { describe, expect, it } from 'vitest';
import { answerCertificateKey, CERTIFICATE_KEY_CACHE, CERTIFICATE_KEY_PATH, storeCertificateKey } from '../../sw/certificate-key-cache';

/** Cache Storage with the one cache this module uses, keyed by path as the worker stores it. */
function fakeCaches() {
  const entries = new Map<string, Response>();
  const opened: string[] = [];
  const cache = {
    async put(key: RequestInfo | URL, response: Response) {
      entries.set(String(key), response.clone());
    },
    async match(key: RequestInfo | URL) {
      return entries.get(String(key))?.clone();
    },
  } as unknown as Cache;
  const storage = {
    async open(name: string) {
      opened.push(name);
      return cache;
    },
  };
  return { storage, entries, opened };
}

const ORIGIN = 'https://academy.test';
const keyBody = (id: string) => JSON.stringify({ algorithm: 'Ed25519', key_id: id, public_key_pem: '', public_key: '' });
const answer = (id: string) => new Response(keyBody(id), { headers: { 'Content-Type': 'application/json' } });
const request = () => new Request(`${ORIGIN}${CERTIFICATE_KEY_PATH}`);
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('certificate key in the service worker', () => {
  it('is fetched while installing and kept in its own cache', async () => {
    const { storage, entries, opened } = fakeCaches();
    const asked: string[] = [];
    expect(await storeCertificateKey(ORIGIN, storage, async (req) => (asked.push(req.url), answer('k1')))).toBe(true);
    expect(asked).toEqual([`${ORIGIN}/api/certificates/public-key`]);
    expect(opened).toEqual([CERTIFICATE_KEY_CACHE]);
    expect(await entries.get(CERTIFICATE_KEY_PATH)?.clone().json()).toMatchObject({ key_id: 'k1' });
  });

  it('never fails the install: no network or an error answer keeps what was there', async () => {
    const { storage, entries } = fakeCaches();
    expect(await storeCertificateKey(ORIGIN, storage, offline)).toBe(false);
    expect(await storeCertificateKey(ORIGIN, storage, async () => new Response('', { status: 500 }))).toBe(false);
    expect(entries.size).toBe(0);
  });

  it('answers from the network when it can, refreshing the cache, and from the cache offline', async () => {
    const { storage, entries } = fakeCaches();
    await storeCertificateKey(ORIGIN, storage, async () => answer('old'));
    expect(await (await answerCertificateKey(request(), storage, async () => answer('new'))).json()).toMatchObject({ key_id: 'new' });
    expect(await entries.get(CERTIFICATE_KEY_PATH)?.clone().json()).toMatchObject({ key_id: 'new' });
    expect(await (await answerCertificateKey(request(), storage, offline)).json()).toMatchObject({ key_id: 'new' });
    // A server error is no reason to lose the key either.
    expect(await (await answerCertificateKey(request(), storage, async () => new Response('', { status: 503 }))).json()).toMatchObject({
      key_id: 'new',
    });
  });

  it('answers from the cache when the network hangs, and with the failure when nothing is kept', async () => {
    const { storage } = fakeCaches();
    await expect(answerCertificateKey(request(), storage, offline)).rejects.toThrow('Failed to fetch');
    await storeCertificateKey(ORIGIN, storage, async () => answer('kept'));
    const hanging = () => new Promise<Response>(() => undefined);
    expect(await (await answerCertificateKey(request(), storage, hanging, 0)).json()).toMatchObject({ key_id: 'kept' });
  });
});
