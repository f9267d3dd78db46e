import { count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_LANGUAGE, type Language } from '../../../contract/constants';
import { pageMeta } from '../../../contract/pagination';
import type { MessageKind, MessageReceipt, StaffMessage } from '../../../contract/site';
import { uuidv7 } from '../../../contract/uuid';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/site';
import { enqueueMail } from '../../lib/jobs/mail-jobs';
import { mailerFor } from '../../lib/jobs/mailer';
import { notFound } from '../../lib/http/problem';
import { siteT, siteTexts } from './site-texts';
import { atomically } from '../../db/atomically';

type MessageRow = typeof contactMessages.$inferSelect;

export interface NewMessage {
  kind: MessageKind;
  name: string | null;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  language: Language;
}

export interface SiteContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Staff read notifications in the fallback language: no per-staff language is configured. */
const STAFF_LANGUAGE: Language = FALLBACK_LANGUAGE;

export function toStaffMessage(row: MessageRow): StaffMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    handled: row.handled,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledBy,
    replied_at: row.repliedAt?.toISOString() ?? null,
    reply: row.reply,
  };
}

function staffNotification(config: AppConfig, row: MessageRow) {
  const t = siteTexts(STAFF_LANGUAGE).staffNotification;
  const translate = siteT(STAFF_LANGUAGE);
  const lines = [
    row.kind === 'contact' ? t.introContact : t.introSupport,
    '',
    ...(row.name ? [`${t.name}: ${row.name}`] : []),
    `${t.email}: ${row.email}`,
    ...(row.phone ? [`${t.phone}: ${row.phone}`] : []),
    ...(row.subject ? [`${t.subject}: ${row.subject}`] : []),
    `${t.language}: ${row.language}`,
    `${t.received}: ${row.createdAt.toISOString()}`,
    '',
    `${t.message}:`,
    row.message,
    '',
    '--',
    translate('staffNotification.howToAnswer', { url: `${config.publicUrl}/dashboard/messages` }),
  ];
  return {
    to: config.staffEmail,
    replyTo: row.email,
    subject:
      row.kind === 'contact'
        ? translate('staffNotification.subjectContact', { subject: row.subject ?? '' })
        : translate('staffNotification.subjectSupport', { email: row.email }),
    text: lines.join('\n'),
  };
}

/**
 * Stores a contact or support message and queues the staff's notification mail in the same transaction:
 * the mail leaves after the commit (server/lib/jobs/mail-jobs.ts), so a mail server that is down or stalled
 * never delays the visitor's answer nor makes the message twice. Staff also see it in the dashboard.
 * Nothing is mailed back to the visitor, so the form cannot be used to send mail to strangers. A message
 * sent with an Idempotency-Key carries it under a unique index: one message per key, whatever happens.
 */
export async function receiveMessage(ctx: SiteContext, input: NewMessage, idempotencyKey: string | null = null): Promise<MessageReceipt> {
  const row = await atomically(ctx.db, async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ id: uuidv7(), ...input, idempotencyKey })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning();
    if (!inserted) {
      const [earlier] = await tx
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.idempotencyKey, idempotencyKey ?? ''));
      if (!earlier) throw new Error('message key conflict without a message');
      return earlier;
    }
    await enqueueMail(tx, staffNotification(ctx.config, inserted));
    return inserted;
  });
  return { id: row.id, received_at: row.createdAt.toISOString() };
}

export async function listMessages(db: Db, page: number, perPage: number, handled: boolean | undefined) {
  const where = handled === undefined ? undefined : eq(contactMessages.handled, handled);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { data: rows.map(toStaffMessage), meta: pageMeta(page, perPage, totals[0]?.total ?? 0) };
}

export async function setHandled(db: Db, id: string, handled: boolean, staffId: string): Promise<StaffMessage> {
  const [row] = await db
    .update(contactMessages)
    .set(handled ? { handled, handledAt: new Date(), handledBy: staffId } : { handled, handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound();
  return toStaffMessage(row);
}

function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/**
 * Mails the staff's answer to the sender, in the sender's language, quoting the original, and marks
 * the message handled: an answered message needs no further action. The mail goes first, so a
 * failed send leaves the message unanswered and the staff can try again.
 */
export async function replyToMessage(ctx: SiteContext, id: string, reply: string, staffId: string): Promise<StaffMessage> {
  const [message] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw notFound();
  const t = siteTexts(message.language).reply;
  const translate = siteT(message.language);
  await mailerFor(ctx.config).send({
    to: message.email,
    subject:
      message.kind === 'contact' && message.subject ? translate('reply.subjectContact', { subject: message.subject }) : t.subjectSupport,
    text: [
      t.greeting,
      '',
      reply,
      '',
      `-- `,
      t.signature,
      '',
      translate('reply.quoteIntro', { date: message.createdAt }),
      quoted(message.message),
    ].join('\n'),
  });
  const now = new Date();
  const [row] = await ctx.db
    .update(contactMessages)
    .set({ reply, repliedAt: now, repliedBy: staffId, handled: true, handledAt: now, handledBy: staffId })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound();
  return toStaffMessage(row);
}
