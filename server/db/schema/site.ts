import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Contact-page messages and footer support messages, one table so staff work through one list.
 * `handled_by` and `replied_by` hold a user id without a foreign key: a message outlives the staff
 * account that answered it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'support'] }).notNull(),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    language: text('language', { enum: ['ar', 'fr', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by'),
    reply: text('reply'),
    /** The Idempotency-Key of the POST that made it (migration 0011): one message per key, whatever happens. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (table) => [
    check('contact_messages_kind_check', sql`${table.kind} in ('contact', 'support')`),
    check('contact_messages_language_check', sql`${table.language} in ('ar', 'fr', 'en')`),
    index('contact_messages_handled_created_idx').on(table.handled, table.createdAt),
    uniqueIndex('contact_messages_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

/**
 * Newsletter sign-ups. The e-mail is stored lower-cased and unique, so signing up twice in any case
 * keeps one row. Only the SHA-256 of the unsubscribe token is kept: a leaked database cannot
 * unsubscribe anyone, and the link in the mail is the only copy of the token.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull().unique(),
    language: text('language', { enum: ['ar', 'fr', 'en'] }).notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    check('newsletter_subscribers_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('newsletter_subscribers_language_check', sql`${table.language} in ('ar', 'fr', 'en')`),
  ],
);
