import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/constants';
import { uuidv7 } from '../../../contract/uuid';
import type { AppConfig } from '../../config';
import { newsletterSubscribers } from '../../db/schema/site';
import { enqueueMail } from '../../lib/jobs/mail-jobs';
import type { MailMessage } from '../../lib/jobs/mailer';
import { hashToken } from '../../lib/auth/tokens';
import type { SiteContext } from './messages';
import { siteT, siteTexts } from './site-texts';
import { atomically } from '../../db/atomically';

export function unsubscribeUrl(config: AppConfig, token: string): string {
  return `${config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Every newsletter mail goes through here, so none leaves without its unsubscribe link: at the end
 * of the text, and as List-Unsubscribe for mail clients that offer a one-click button.
 */
export function newsletterMail(
  config: AppConfig,
  recipient: { email: string; language: Language; token: string },
  content: { subject: string; text: string },
): MailMessage {
  const url = unsubscribeUrl(config, recipient.token);
  const footer = siteT(recipient.language)('unsubscribeFooter', { email: recipient.email, url });
  return {
    to: recipient.email,
    subject: content.subject,
    text: `${content.text}\n\n-- \n${footer}\n`,
    headers: { 'List-Unsubscribe': `<${url}>` },
  };
}

/**
 * Signs an address up. The address is compared lower-cased under a unique constraint, so signing up
 * twice (in any case, even at the same instant) keeps one row and is not an error. A new or returning
 * subscriber gets a welcome mail with a fresh unsubscribe link; an active one gets nothing, so the
 * form cannot be used to flood someone's inbox.
 */
export async function subscribe(ctx: SiteContext, rawEmail: string, language: Language): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await atomically(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ id: uuidv7(), email, language, unsubscribeTokenHash: tokenHash })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { language, unsubscribeTokenHash: tokenHash, subscribedAt: sql`now()`, unsubscribedAt: null },
        setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
      })
      .returning({ email: newsletterSubscribers.email });
    if (!row) return;
    const t = siteTexts(language).welcome;
    // Queued with the sign-up: it leaves after the commit, whatever the mail server is doing.
    await enqueueMail(
      tx,
      newsletterMail(
        ctx.config,
        { email, language, token },
        { subject: t.subject, text: [t.greeting, '', t.body, '', t.closing].join('\n') },
      ),
    );
  });
}

export type UnsubscribeOutcome = { status: 'unsubscribed'; email: string; language: Language } | { status: 'unknown' };

/** Idempotent: a second click on the same link confirms again instead of failing. */
export async function unsubscribe(ctx: SiteContext, token: string): Promise<UnsubscribeOutcome> {
  const tokenHash = hashToken(token);
  const [updated] = await ctx.db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning();
  const row =
    updated ?? (await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash)))[0];
  return row ? { status: 'unsubscribed', email: row.email, language: row.language } : { status: 'unknown' };
}
