import { API_BASE } from '../contract/constants';

/**
 * The academy's certificate public key, kept with the shell so /verify checks a QR code's signature with no
 * network (docs/certificates.md). The key is made by the server on its first start and lives in DATA_DIR,
 * so no build can know it: it cannot be a precache entry. The worker fetches it while installing, beside
 * the precache, and answers it network first (a changed key is seen as soon as there is a connection),
 * from this cache when the network fails. The only /api answer the worker keeps: public, the same for all.
 * Without workbox, so Node tests can run it; sw/certificate-key.ts registers it.
 */
export const CERTIFICATE_KEY_PATH = `${API_BASE}/certificates/public-key`;
/** Versioned so a change of format can drop the old cache by name. */
export const CERTIFICATE_KEY_CACHE = 'academy-certificate-key-v1';
/** On a weak signal, the cached key answers after this long rather than leaving the check waiting. */
export const CERTIFICATE_KEY_NETWORK_TIMEOUT_MS = 4000;

type Storage = Pick<CacheStorage, 'open'>;
type Network = (request: Request) => Promise<Response>;

/** Stores a fresh copy of the key; a failure leaves the cached one (installing never fails because of it). */
export async function storeCertificateKey(
  origin: string,
  storage: Storage = caches,
  network: Network = (request) => fetch(request),
): Promise<boolean> {
  try {
    const response = await network(new Request(new URL(CERTIFICATE_KEY_PATH, origin), { cache: 'no-cache' }));
    if (!response.ok) return false;
    await (await storage.open(CERTIFICATE_KEY_CACHE)).put(CERTIFICATE_KEY_PATH, response);
    return true;
  } catch {
    return false;
  }
}

/** Network first, cached copy when the network fails, errs or is slower than the time-out. */
export async function answerCertificateKey(
  request: Request,
  storage: Storage = caches,
  network: Network = (original) => fetch(original),
  timeoutMs = CERTIFICATE_KEY_NETWORK_TIMEOUT_MS,
): Promise<Response> {
  const cache = await storage.open(CERTIFICATE_KEY_CACHE);
  const fresh = network(request).then(async (response) => {
    if (response.ok) await cache.put(CERTIFICATE_KEY_PATH, response.clone());
    return response;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  const first = await Promise.race([fresh.catch(() => null), late]);
  clearTimeout(timer);
  if (first?.ok) return first;
  const cached = await cache.match(CERTIFICATE_KEY_PATH, { ignoreVary: true });
  if (cached) return cached;
  // Nothing kept: whatever the network says, or its failure, is the answer.
  return first ?? fresh;
}
