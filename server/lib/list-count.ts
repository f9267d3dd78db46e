import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listCounts } from '../db/schema/meta';

export type CountedList = 'payments' | 'people' | 'devices';

/**
 * A staff list's `total` from its trigger-kept counter (`list_counts`, migrations 0027 and 0028): one row, whatever
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
