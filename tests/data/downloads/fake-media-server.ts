/**
 * A media server inside the test: answers Range requests for one file like the academy does (206 with
 * Content-Range), counts the bytes it actually sent, and can be told to fail: drop a request before it
 * answers, or break a response's body after some bytes.
 */
import { createHash } from 'node:crypto';

export interface Fault {
  /** Which request (0-based, counting every request) the fault hits. */
  request: number;
  /** Reject the fetch itself (connection refused, offline). */
  kind: 'refuse' | 'break-body' | 'status';
  /** For break-body: bytes sent before the body errors. */
  afterBytes?: number;
  status?: number;
}

export interface FakeMediaServer {
  bytes: Uint8Array;
  sha256: string;
  fetch: typeof fetch;
  /** Bytes put on the wire so far. */
  served(): number;
  requests: { url: string; start: number; end: number }[];
  faults: Fault[];
}

export function fileOf(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

export function fakeMediaServer(bytes: Uint8Array, options: { readSize?: number } = {}): FakeMediaServer {
  const readSize = options.readSize ?? 300;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let served = 0;
  const requests: FakeMediaServer['requests'] = [];
  const faults: Fault[] = [];

  const server: FakeMediaServer = {
    bytes,
    sha256,
    served: () => served,
    requests,
    faults,
    fetch: async (input, init) => {
      const url = String(input);
      const index = requests.length;
      const header = new Headers(init?.headers).get('Range') ?? '';
      const match = /^bytes=(\d+)-(\d+)$/.exec(header);
      const start = match ? Number(match[1]) : 0;
      const end = match ? Math.min(Number(match[2]), bytes.length - 1) : bytes.length - 1;
      requests.push({ url, start, end });
      const fault = faults.find((entry) => entry.request === index);
      if (fault?.kind === 'refuse') throw new TypeError('Failed to fetch');
      if (fault?.kind === 'status') return new Response('', { status: fault.status ?? 500 });
      const body = bytes.subarray(start, end + 1);
      const breakAt = fault?.kind === 'break-body' ? (fault.afterBytes ?? 0) : Number.POSITIVE_INFINITY;
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= breakAt) {
            controller.error(new TypeError('network connection was lost'));
            return;
          }
          if (sent >= body.length) {
            controller.close();
            return;
          }
          const size = Math.min(readSize, body.length - sent, breakAt - sent);
          controller.enqueue(body.slice(sent, sent + size));
          sent += size;
          served += size;
        },
      });
      return new Response(stream, {
        status: 206,
        headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}`, 'Content-Length': String(body.length) },
      });
    },
  };
  return server;
}
