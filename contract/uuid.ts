/**
 * UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then randomness. Ids sort by creation time,
 * so B-tree inserts stay local, and the app can mint them offline with the same code as the server.
 */
let lastMs = 0;
let sequence = 0;

export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  // Within one millisecond a 12-bit counter in rand_a keeps ids of one process increasing (RFC 9562 §6.2, method 1).
  if (now <= lastMs) {
    sequence = (sequence + 1) & 0xfff;
    if (sequence === 0) lastMs += 1;
    now = lastMs;
  } else {
    lastMs = now;
    sequence = (((bytes[6] ?? 0) & 0x07) << 8) | (bytes[7] ?? 0);
  }
  const ms = BigInt(now);
  for (let i = 0; i < 6; i += 1) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | ((sequence >> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Either letter case, spelled out rather than with the `i` flag: JSON Schema's `pattern` carries no flags,
 * so the published schema accepts exactly what the server accepts (PostgreSQL's uuid compares both alike).
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/;
