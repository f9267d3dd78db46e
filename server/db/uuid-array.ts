import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `'{…}'::uuid[]` as one bound value; the ids must already be checked as UUIDs (by a schema or the database). */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `column = any($1::uuid[])`: one bound array instead of a parameter per id. */
export const idIn = (column: AnyColumn, ids: readonly string[]): SQL => sql`${column} = any(${uuidArray(ids)})`;
