import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Node's Request does not resolve relative URLs against a page's address; a browser does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://academy.test/') : input, init);
  }
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let answer: () => Response;

/** A fresh copy of the client for each test: the loaded ky and the session are module state. */
async function load() {
  vi.resetModules();
  const [api, session] = await Promise.all([import('../../src/lib/api'), import('../../src/lib/session')]);
  return { ...api, ...session };
}

/** What the server saw: method, path, and the headers the client chose. */
const sent = () =>
  fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    return {
      method: request.method,
      path: new URL(request.url).pathname,
      accept: request.headers.get('accept'),
      authorization: request.headers.get('authorization'),
    };
  });

beforeEach(() => {
  answer = () => Response.json({ ok: true });
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Request', PageRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client, which loads ky with its first request', () => {
  it('sends a body read in the same tick as its request, once, asking for that type and carrying the token', async () => {
    const { api, setSignedIn } = await load();
    setSignedIn('token-1', { id: 'u1', email: 'a@b.c', first_name: 'A', last_name: 'B', roles: ['client'] } as never);
    await expect(api.get('formations', { searchParams: { page: 2 } }).json()).resolves.toEqual({ ok: true });
    expect(sent()).toEqual([{ method: 'GET', path: '/api/formations', accept: 'application/json', authorization: 'Bearer token-1' }]);
    expect(new URL((fetchMock.mock.calls[0]?.[0] as Request).url).search).toBe('?page=2');
  });

  it('answers the Response when awaited, and a body read after it reads that answer without asking again', async () => {
    const { api } = await load();
    answer = () => new Response('queued', { status: 202 });
    const pending = api.post('contact', { json: { subject: 'Seeds' } });
    const response = await pending;
    expect(response.status).toBe(202);
    await expect(pending.text()).resolves.toBe('queued');
    expect(sent()).toEqual([{ method: 'POST', path: '/api/contact', accept: null, authorization: null }]);
  });

  it('turns a problem into an ApiError with its code and field errors, through call()', async () => {
    const { api, call, ApiError } = await load();
    answer = () =>
      Response.json(
        { type: 'about:blank', title: 'Invalid', status: 422, code: 'validation.failed', errors: { email: ['validation.invalid_email'] } },
        { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
      );
    const failure = await call(() => api.post('register', { json: {} }).json()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'validation.failed', status: 422, fieldErrors: { email: ['validation.invalid_email'] } });
  });

  it('turns a network failure into network.error, and leaves no unhandled rejection when only the body was read', async () => {
    const { api, call } = await load();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call(() => api.get('stats/public').json())).rejects.toMatchObject({ code: 'network.error', status: 0 });
    // Vitest fails the run on an unhandled rejection; give one a chance to surface.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('clears the session on a 401, whichever way the answer is read', async () => {
    const { api, call, setSignedIn, useSession } = await load();
    setSignedIn('token-2', { id: 'u2', email: 'c@d.e', first_name: 'C', last_name: 'D', roles: ['client'] } as never);
    answer = () => Response.json({ type: 'about:blank', title: 'Unauthorised', status: 401, code: 'auth.not_authorized' }, { status: 401 });
    await expect(call(() => api.get('me').json())).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
  });
});
