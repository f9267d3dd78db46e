import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../contract/media-library';

const portSchema = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.integer(),
  v.minValue(0, 'must be 0-65535'),
  v.maxValue(65535, 'must be 0-65535'),
);

const urlSchema = (protocols: RegExp, hint: string) => v.pipe(v.string(), v.url('must be a URL'), v.regex(protocols, hint));

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`) of a reverse proxy. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe (README, "TRUST_PROXY"): `0` none; a number of proxy hops
 * in front of the server; or the proxies' own addresses. Never "any": a client could name itself.
 */
const trustProxySchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
    "must be 0, a number of proxy hops, or the proxies' addresses (comma-separated IPs or CIDR blocks)",
  ),
  v.transform((value): TrustProxy => {
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return value.split(',').map((entry) => entry.trim());
  }),
);

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const EnvSchema = v.object({
  PORT: v.optional(portSchema, '8080'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  STORAGE_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  DATABASE_URL: v.optional(urlSchema(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  PUBLIC_URL: v.optional(urlSchema(/^https?:\/\//, 'must start with http:// or https://')),
  SMTP_URL: v.optional(urlSchema(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  STAFF_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'staff@academy.local'),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Agri Academy <no-reply@academy.local>'),
  SEED_DEMO: v.optional(v.picklist(['0', '1']), '1'),
  PAYMENTS_TEST_GATEWAY: v.optional(v.picklist(['0', '1']), '0'),
  TRUST_PROXY: v.optional(trustProxySchema, '0'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  UPLOAD_MAX_BYTES: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a number of bytes'), v.transform(Number), v.minValue(1)),
    String(DEFAULT_UPLOAD_MAX_BYTES),
  ),
  MEDIA_FFMPEG: v.optional(v.pipe(v.string(), v.minLength(1)), 'auto'),
  CHAT_ALLOW_PRIVATE_PROVIDER: v.optional(v.picklist(['0', '1']), '0'),
  SSR_CACHE_ENTRIES: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a number of pages (0 keeps none)'), v.transform(Number)),
    '256',
  ),
  PASSWORD_HASH_COST: v.optional(v.picklist(['standard', 'test']), 'standard'),
  LEAST_STUDY_TIME: v.optional(v.picklist(['standard', 'test']), 'standard'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * STORAGE_DIR (default: DATA_DIR): every file the academy keeps (receipts, media and renditions,
   * thumbnails, attachments, certificates, tus uploads in progress, spooled uploads, the signing keys).
   * Several servers on one PostgreSQL point it at one shared folder; each keeps its own DATA_DIR.
   */
  storageDir: string;
  /** Unset means the embedded PGlite database under `dataDir/db`; `memory://` is for tests. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailDir: string;
  staffEmail: string;
  mailFrom: string;
  seedDemo: boolean;
  /**
   * PAYMENTS_TEST_GATEWAY=1: the test card gateway (no money moves, `4242 4242 4242 4242` pays) may be used.
   * Otherwise it exists only on a demo academy (SEED_DEMO=1 and the demo seed ran on its empty database).
   */
  paymentsTestGateway: boolean;
  /** How the client address is found behind reverse proxies; false = the socket's address. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Folder of the built PWA; null serves the API alone (tests). */
  staticDir: string | null;
  /** Largest staff upload (tus), in bytes. */
  uploadMaxBytes: number;
  /** The ffmpeg to run for renditions: a command or path, or null when MEDIA_FFMPEG=off. */
  ffmpeg: string | null;
  /** CHAT_ALLOW_PRIVATE_PROVIDER=1: the assistant's provider may be inside the server's network (a local model). */
  chatAllowPrivateProvider: boolean;
  /** Server-rendered pages kept in memory (per path, language and country); 0 renders every request. */
  ssrCacheEntries: number;
  /**
   * PASSWORD_HASH_COST: `standard` (OWASP's scrypt setting) or `test`, a tiny cost for test servers that sign
   * hundreds of people in; refused with NODE_ENV=production. Hashes carry their parameters, so either verifies.
   */
  passwordHashCost: 'standard' | 'test';
  /**
   * LEAST_STUDY_TIME: `standard` (a lesson counts as studied no sooner than its video allows at the fastest
   * playback) or `test`, a tenth of that, for end-to-end servers whose journeys wait for the final exam;
   * refused with NODE_ENV=production.
   */
  leastStudyTime: 'standard' | 'test';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in EnvSchema.entries && value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  for (const name of ['PASSWORD_HASH_COST', 'LEAST_STUDY_TIME'] as const) {
    if (e[name] === 'test' && env.NODE_ENV === 'production') {
      throw new ConfigError(`Invalid environment:\n  ${name}: "test" is refused when NODE_ENV=production`);
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const storageDir = e.STORAGE_DIR ? path.resolve(e.STORAGE_DIR) : dataDir;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    storageDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'db'),
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    // Shared by the servers of one academy: a mail job's file is made once, whichever server sends it.
    mailDir: path.join(storageDir, 'mail'),
    staffEmail: e.STAFF_EMAIL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO === '1',
    paymentsTestGateway: e.PAYMENTS_TEST_GATEWAY === '1',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    // `auto` finds ffmpeg on PATH (checked once when the worker starts); `off` serves originals only.
    ffmpeg: e.MEDIA_FFMPEG === 'off' ? null : e.MEDIA_FFMPEG === 'auto' ? 'ffmpeg' : e.MEDIA_FFMPEG,
    chatAllowPrivateProvider: e.CHAT_ALLOW_PRIVATE_PROVIDER === '1',
    ssrCacheEntries: e.SSR_CACHE_ENTRIES,
    passwordHashCost: e.PASSWORD_HASH_COST,
    leastStudyTime: e.LEAST_STUDY_TIME,
  };
}
