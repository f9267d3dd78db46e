import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What the people and payments searches match typed text against: "first last", then the e-mail. One
 * trigram index covers it (`users_search_trgm_idx`), so `ILIKE '%text%'` reads the index instead of every
 * person; the newline between name and e-mail cannot be typed in a search box, so no match spans the two,
 * and a match is exactly one in the first name, the last name, the full name or the e-mail.
 */
export const userSearchText = (table: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }): SQL =>
  sql`(${table.firstName} || ' ' || ${table.lastName} || E'\n' || ${table.email})`;

/** People: learners (client), staff (agent) and admins. Ids are UUIDv7 minted by the server. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-cased; the unique index on lower(email) guards against a stray capital. */
    email: text('email').notNull(),
    /** E.164, or '' for staff created without one. */
    phone: text('phone').notNull().default(''),
    /** `scrypt$N$r$p$salt$key`, parameters kept with the hash so they can be raised later. */
    passwordHash: text('password_hash').notNull(),
    memberSince: timestamp('member_since', { withTimezone: true }).notNull().defaultNow(),
    disabled: boolean('disabled').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    preferredLanguage: text('preferred_language'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How many payments this person has, kept by a trigger on payments (migration 0030): a payments search
     * by name totals its learners' payments from the rows it reads to find them.
     */
    paymentsCount: integer('payments_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // People management lists the newest first, a page or a keyset `after` at a time.
    index('users_member_since_idx').on(table.memberSince, table.id),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(table)} gin_trgm_ops`),
    // A number typed as 0661 23… is searched as digits inside the stored +212661 23….
    index('users_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    check('users_preferred_language_check', sql`${table.preferredLanguage} in ('ar', 'fr', 'en')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    index('user_roles_role_idx').on(table.role),
    check('user_roles_role_check', sql`${table.role} in ('client', 'agent', 'admin')`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Where each account signed in successfully: one row per (account, address, device), its time
 * moved forward by each success. A right password from an address or device with a row of the last 30
 * days is checked under that place's own limit only, never refused because of failures made elsewhere.
 * The device is the SHA-256 of the browser's `X-Device-Id` ('' when none was sent).
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    deviceHash: text('device_hash').notNull().default(''),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.address, table.deviceHash] }),
    index('known_sign_ins_last_at_idx').on(table.lastAt),
  ],
);

/**
 * One-time sign-in links sent by e-mail (`POST /api/login/link`): only the token's SHA-256 is kept;
 * valid 15 minutes, used once (`used_at`).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sign_in_links_token_hash_key').on(table.tokenHash),
    index('sign_in_links_user_id_idx').on(table.userId),
    index('sign_in_links_expires_at_idx').on(table.expiresAt),
  ],
);
