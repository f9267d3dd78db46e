import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatMetadata } from '../../../contract/chat';
import type { Translatable } from '../../../contract/translatable';
import { users } from './identity';

/**
 * The chat assistant's settings: one row (id 1), written by admins from /dashboard/chat-config. The
 * provider's API key lives only here and is never sent back to any client.
 */
export const chatSettings = pgTable(
  'chat_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    provider: text('provider').notNull().default('builtin'),
    dailyQuota: integer('daily_quota').notNull().default(20),
    baseUrl: text('base_url').notNull().default(''),
    model: text('model').notNull().default(''),
    apiKey: text('api_key'),
    timeoutMs: integer('timeout_ms').notNull().default(20000),
    systemPrompt: jsonb('system_prompt').$type<Translatable>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('chat_settings_single_row', sql`${table.id} = 1`),
    check('chat_settings_provider_check', sql`${table.provider} in ('builtin', 'openai_compatible')`),
  ],
);

/** A conversation; `owner` is `user:<id>` for a signed-in learner, `device:<id>` or `address:<ip>` for a visitor. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_sessions_owner_idx').on(table.owner), index('chat_sessions_created_idx').on(table.createdAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Text for the learner's messages, server-made HTML for the assistant's. */
    content: text('content').notNull(),
    metadata: jsonb('metadata').$type<ChatMetadata>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_session_idx').on(table.sessionId, table.createdAt),
    check('chat_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
  ],
);
