import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value facts about this database (seed version, instance id). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many rows a staff list holds, kept by triggers (migration 0027) so a page's `total` reads one row
 * instead of counting a table that grows without bound: `list` is `payments` or `people`, `key` is `all`
 * or the one filter (`status:approved`, `method:card`, `status:approved|method:card`, `role:client`).
 * A list with another filter still counts its rows.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    key: text('key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.list, table.key] })],
);
