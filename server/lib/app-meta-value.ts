import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema/meta';

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A value fixed for the life of the database (its instance id, a salt), created on first use.
 * Two servers racing on one PostgreSQL agree, because the first insert wins and both read it back.
 */
export function appMetaValue(db: Db, key: string, create: () => string): Promise<string> {
  let values = cache.get(db);
  if (!values) cache.set(db, (values = new Map()));
  let value = values.get(key);
  if (!value) {
    value = (async () => {
      await db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
      if (!row) throw new Error(`app_meta ${key} missing after insert`);
      return row.value;
    })();
    value.catch(() => values.delete(key));
    values.set(key, value);
  }
  return value;
}
