import type { OutboxRequest } from './outbox-row';

/** What any send is allowed before its bytes are counted: a slow server answer on a small JSON body. */
export const BASE_REQUEST_TIMEOUT_MS = 60_000;
/**
 * The slowest upload the replay still waits out, in bits per second (a weak 3G cell). A 5 MB receipt
 * takes 100 s at 400 kbit/s; at this floor it is given 164 s on top of the base, so a slow but working
 * link finishes instead of being aborted and resent forever.
 */
export const FLOOR_BITS_PER_SECOND = 256_000;

const encoder = new TextEncoder();

/** Bytes the request puts on the wire, near enough: the JSON (or form fields) and every file. */
export function requestBytes(request: OutboxRequest): number {
  const json = request.body === undefined ? 0 : encoder.encode(JSON.stringify(request.body) ?? '').byteLength;
  return request.files.reduce((total, file) => total + file.blob.size, json);
}

/** How long one send may take before it counts as a network failure: the base plus the body at the floor rate. */
export function sendTimeoutMs(
  request: OutboxRequest,
  baseMs: number = BASE_REQUEST_TIMEOUT_MS,
  floorBitsPerSecond: number = FLOOR_BITS_PER_SECOND,
): number {
  return baseMs + Math.ceil((requestBytes(request) * 8 * 1000) / floorBitsPerSecond);
}
