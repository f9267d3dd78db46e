import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../../contract/constants';
import { oneOf } from '../../../contract/one-of';
import { uuidv7 } from '../../../contract/uuid';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { signInLinks } from '../../db/schema/identity';
import { checkServerTexts, serverT } from '../../lib/i18n';
import { enqueueMail } from '../../lib/jobs/mail-jobs';
import type { MailMessage } from '../../lib/jobs/mailer';
import type { LimitRule } from '../../lib/http/rate-limiter';
import { hashToken } from '../../lib/auth/tokens';
import type { UserRow } from '../../lib/auth/user-row';

/**
 * One-time sign-in links: the way in for an owner whose account is being guessed. The link
 * carries 32 random bytes in its fragment (`/login/link#<token>`, never sent to a server by a browser,
 * so never in a log); the database keeps only their SHA-256. Valid 15 minutes, used once.
 */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

export const SIGN_IN_LINK_LIMITS = {
  /** Link requests from one address per hour, answered alike whether the e-mail has an account or not. */
  requestPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  /** Links mailed to one account per 15 minutes: more requests are answered alike and send nothing (no mail bombing). */
  mailsPerAccount: { limit: 3, windowSeconds: 15 * 60 },
  /** Tokens tried from one address per 15 minutes (a token cannot be guessed; this bounds the work). */
  consumePerAddress: { limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, LimitRule>;

const SignInLinkTextsSchema = v.object({
  signInLink: v.object({
    subject: v.string(),
    greeting: v.string(),
    body: v.string(),
    ignore: v.string(),
    closing: v.string(),
  }),
});

/** Reads every language once at start-up: a broken locale file stops the server, not a sign-in later. */
export function checkSignInLinkTexts(): void {
  checkServerTexts('auth', SignInLinkTextsSchema);
}

function signInLinkMail(config: AppConfig, user: UserRow, token: string): MailMessage {
  const language = oneOf(user.preferredLanguage, LANGUAGES) ?? FALLBACK_LANGUAGE;
  const t = serverT(language, 'auth');
  const url = `${config.publicUrl}/login/link#${token}`;
  return {
    to: user.email,
    subject: t('signInLink.subject'),
    text: [
      t('signInLink.greeting', { name: user.firstName }),
      '',
      t('signInLink.body'),
      '',
      url,
      '',
      t('signInLink.ignore'),
      '',
      t('signInLink.closing'),
      '',
    ].join('\n'),
  };
}

/** Stores a new link for `user` and queues its mail, in one transaction. */
export async function sendSignInLink(db: Db, config: AppConfig, user: UserRow): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(signInLinks).values({
      id: uuidv7(),
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_LINK_TTL_MINUTES})`,
    });
    await enqueueMail(tx as unknown as Db, signInLinkMail(config, user, token));
  });
}

/** Marks the link used and returns its account, or null when it is unknown, used or expired. One statement. */
export async function useSignInLink(db: Db, token: string): Promise<string | null> {
  const [link] = await db
    .update(signInLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInLinks.tokenHash, hashToken(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, sql`now()`)))
    .returning({ userId: signInLinks.userId });
  return link?.userId ?? null;
}

/** Links expired for a day are gone (used or not). */
export async function purgeOldSignInLinks(db: Db): Promise<number> {
  const gone = await db
    .delete(signInLinks)
    .where(lt(signInLinks.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: signInLinks.id });
  return gone.length;
}
