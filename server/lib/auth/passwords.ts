import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { serverBusy } from '../http/problem';

/**
 * Password hashing with Node's scrypt, a 16-byte salt per user, and the parameters stored beside
 * the hash (`scrypt$N$r$p$salt$key`) so they can be raised later without locking anyone out.
 * N = 2^15, r = 8, p = 3 is one of OWASP's recommended scrypt settings (Password Storage Cheat Sheet): 32 MiB per
 * hash, so a small server can run several logins at once, with the CPU cost of the 128 MiB setting
 * (bench/login.ts measures the login time).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
/**
 * PASSWORD_HASH_COST=test (server/config.ts; refused in production): test servers sign hundreds of people in and
 * try hundreds of unknown e-mails, each a full scrypt on the one hashing slot of a 2-core machine. The code path
 * is the same; only the work factor is smaller.
 */
const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };
let currentParams: ScryptParams = SCRYPT_PARAMS;

/** Chooses the work factor of new hashes (and of the unknown-e-mail check) for this process. */
export function setPasswordHashCost(cost: 'standard' | 'test'): void {
  const next = cost === 'test' ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
  if (next !== currentParams) dummyHash = null;
  currentParams = next;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/**
 * At most this many scrypt runs at once (each holds 32 MiB, a libuv thread and a core): one core is always
 * left for everything else the server does (logins would otherwise starve the public pages), never more
 * than 4 (the memory of parallel registrations adds up quickly on a small server). A burst of logins or
 * registrations queues here instead.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Beyond this many waiting, a request is refused at once (503 `server.busy`, Retry-After) rather than queued. */
export const HASH_QUEUE_LIMIT = 64;
const BUSY_RETRY_SECONDS = 5;

/** Checks of a password someone is signing in with go first; new hashes (registration, change) after. */
export type HashWork = 'check' | 'hash';

export interface HashSlots {
  /** Runs `task` when a slot is free: sign-in checks first, then in arrival order; 503 when the queue is full. */
  run<T>(work: HashWork, task: () => Promise<T>): Promise<T>;
  /** Runs in progress, waiting, and finished since start (bench and tests read it). */
  state(): { running: number; waiting: number; completed: number };
}

/** A semaphore of `concurrency` slots with a bounded queue; exported for its unit test. */
export function createHashSlots(concurrency: number, queueLimit: number): HashSlots {
  let running = 0;
  let completed = 0;
  const waiting = { check: [] as Array<() => void>, hash: [] as Array<() => void> };
  const waitingCount = () => waiting.check.length + waiting.hash.length;
  return {
    async run(work, task) {
      if (running >= concurrency) {
        if (waitingCount() >= queueLimit) {
          throw serverBusy(BUSY_RETRY_SECONDS);
        }
        // The slot is handed over by the finishing task, so `running` never drops between the two.
        await new Promise<void>((resolve) => waiting[work].push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        completed += 1;
        const next = waiting.check.shift() ?? waiting.hash.shift();
        if (next) next();
        else running -= 1;
      }
    },
    state: () => ({ running, waiting: waitingCount(), completed }),
  };
}

const slots = createHashSlots(HASH_CONCURRENCY, HASH_QUEUE_LIMIT);

/** scrypt runs in progress, waiting, and finished since start (bench and tests read it). */
export function hashQueueState(): { running: number; waiting: number; completed: number } {
  return slots.state();
}

function derive(
  work: HashWork,
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return slots.run(
    work,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return null;
  return { N, r, p, salt: Buffer.from(parts[4] ?? '', 'base64url'), key: Buffer.from(parts[5] ?? '', 'base64url') };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive('hash', password, salt, currentParams, KEY_LENGTH);
  const { N, r, p } = currentParams;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison of the derived keys. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive('check', password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with other parameters than today's and should be replaced at next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== currentParams.N || parsed.r !== currentParams.r || parsed.p !== currentParams.p;
}

/**
 * A login for an unknown e-mail still spends one scrypt, so response time does not tell
 * whether an account exists.
 */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}
