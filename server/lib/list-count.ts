import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_CAP } from '../../contract/constants';
import type { ListTotal } from '../../contract/pagination';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { listCounts } from '../db/schema/meta';

export type CountedList = 'payments' | 'people' | 'devices' | 'enrollments';

/**
 * A staff list's `total` from its trigger-kept counter (`list_counts`, migrations 0027 to 0029): one row, whatever
 * the list's size. `key` names the list's one filter (`all`, `status:approved`, `role:client`…); a counter
 * never written means no row ever matched.
 */
export async function countedTotal(db: Db, list: CountedList, key: string): Promise<number> {
  const [row] = await db
    .select({ count: listCounts.count })
    .from(listCounts)
    .where(and(eq(listCounts.list, list), eq(listCounts.key, key)));
  return Number(row?.count ?? 0);
}

/** A counter's total as a list's: always exact. */
export async function exactTotal(db: Db, list: CountedList, key: string): Promise<ListTotal> {
  return { total: await countedTotal(db, list, key), capped: false };
}

/** A count of matches read up to one past LIST_TOTAL_CAP, as a list's total. */
export const cappedCount = (count: number): ListTotal =>
  count > LIST_TOTAL_CAP ? { total: LIST_TOTAL_CAP, capped: true } : { total: count, capped: false };

/**
 * The rows of `table` matching `where`, counted up to LIST_TOTAL_CAP and no further: a search or a date range
 * that matches more as the academy grows costs at most the cap's rows, not all its matches.
 *
 * The matches are a materialized CTE so that they are planned as for all their rows (the bitmap of a search's
 * learners, a date range's index) and then read only up to the cap: a LIMIT in the same query makes
 * PostgreSQL expect the cap to come early and walk the whole table instead (13 ms against 5 ms for a search
 * matching 3,333 of 300,000 payments).
 */
export async function cappedTotal(db: Db, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const result = await db.execute(
    sql`with matches as materialized (${matches}) select count(*)::int as value from (select 1 from matches limit ${LIST_TOTAL_CAP + 1}) capped`,
  );
  const [row] = rowsOf<{ value: number | string }>(result);
  return cappedCount(Number(row?.value ?? 0));
}
