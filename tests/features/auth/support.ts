import { vi } from 'vitest';

/** jsdom's page has an address but Node's Request does not resolve relative URLs against it; a browser does. */
export class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType, ...headers } });
}

export function problem(status: number, code: string, errors?: Record<string, string[]>) {
  return { type: 'about:blank', title: 'x', status, code, ...(errors ? { errors } : {}) };
}

/** Stubs fetch with `answer`, recording what the app sent. */
export function stubApi(answer: (sent: Sent) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const entry = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : null };
      sent.push(entry);
      return answer(entry);
    }),
  );
  return sent;
}

export const USER = {
  id: '0190c7a4-0000-7000-8000-000000000001',
  first_name: 'Khadija',
  last_name: 'Benali',
  email: 'khadija@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  preferred_language: 'fr' as const,
  roles: ['client' as const],
  must_change_password: false,
};
