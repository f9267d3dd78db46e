/**
 * UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then randomness. Ids sort by creation time,
 * so B-tree inserts stay local, and the app can mint them offline with the same code as the server.
 */
let lastMs = 0;
let sequence = 0;

/** Random bytes drawn from the platform's CSPRNG a batch at a time: one call per 256 ids, not one per id. */
const RANDOM_BATCH = 16 * 256;
const randomPool = new Uint8Array(RANDOM_BATCH);
let randomUsed = RANDOM_BATCH;

function randomBytes16(): Uint8Array {
  if (randomUsed + 16 > RANDOM_BATCH) {
    crypto.getRandomValues(randomPool);
    randomUsed = 0;
  }
  const bytes = randomPool.slice(randomUsed, randomUsed + 16);
  randomUsed += 16;
  return bytes;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes16();
  // Within one millisecond a 12-bit counter in rand_a keeps ids of one process increasing (RFC 9562 §6.2, method 1).
  if (now <= lastMs) {
    sequence = (sequence + 1) & 0xfff;
    if (sequence === 0) lastMs += 1;
    now = lastMs;
  } else {
    lastMs = now;
    sequence = (((bytes[6] ?? 0) & 0x07) << 8) | (bytes[7] ?? 0);
  }
  // 48 bits of milliseconds, big-endian: the high 16 bits, then the low 32 (exact in a double).
  const high = Math.floor(now / 0x1_0000_0000);
  const low = now >>> 0;
  bytes[0] = (high >>> 8) & 0xff;
  bytes[1] = high & 0xff;
  bytes[2] = low >>> 24;
  bytes[3] = (low >>> 16) & 0xff;
  bytes[4] = (low >>> 8) & 0xff;
  bytes[5] = low & 0xff;
  bytes[6] = 0x70 | ((sequence >> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  let hex = '';
  for (let i = 0; i < 16; i += 1) {
    hex += HEX[bytes[i] ?? 0];
    if (i === 3 || i === 5 || i === 7 || i === 9) hex += '-';
  }
  return hex;
}

/**
 * Either letter case, spelled out rather than with the `i` flag: JSON Schema's `pattern` carries no flags,
 * so the published schema accepts exactly what the server accepts (PostgreSQL's uuid compares both alike).
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/;
