import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '../../../contract/errors';
import { PROBLEM_CONTENT_TYPE } from '../../../contract/problem';

/** Longer request targets are refused with 414 (browsers and proxies stop near 8 KB too). */
export const MAX_URL_LENGTH = 8 * 1024;

function problemBytes(status: number, code: ErrorCode): string {
  const body = JSON.stringify({ type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, code });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them, answered as problem+json like every other
 * error. A request line past the header limit (16 KB) is an over-long URL: 414; other headers too large: 431.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let answer: string;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answer = problemBytes(408, 'network.error');
  else if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : null;
    const lineEnd = packet ? packet.indexOf('\r\n') : -1;
    const longUrl = lineEnd === -1 || lineEnd > MAX_URL_LENGTH;
    answer = longUrl ? problemBytes(414, 'http.uri_too_long') : problemBytes(431, 'validation.failed');
  } else answer = problemBytes(400, 'validation.failed');
  if (socket.writable) socket.write(answer);
  socket.destroy(error);
}
