import { and, eq, getTableName, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { SyncEntity } from './stream';

type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/**
 * An entity of the `me` stream: the caller's own rows with the given ids, as `toWire` shapes them.
 * Another user's row is never loaded, and nobody signed in sees nothing.
 */
export function ownRowsEntity<TTable extends OwnedTable, TWire extends { id: string }>(
  name: string,
  table: TTable,
  toWire: (db: Db, rows: TTable['$inferSelect'][]) => TWire[] | Promise<TWire[]>,
): SyncEntity {
  return {
    name,
    table: getTableName(table),
    async load(db, ids, userId) {
      if (!userId) return { visible: [], hidden: [] };
      // Drizzle cannot carry the row type through a generic table; it is this table's select model.
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(and(inArray(table.id, ids), eq(table.userId, userId)))) as TTable['$inferSelect'][];
      return { visible: await toWire(db, rows), hidden: [] };
    },
  };
}
