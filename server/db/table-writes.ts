/**
 * Which tables this process has written, as generation counters, so that a hot signed-in read (the
 * caller's session, an enrolment's state, "nothing new" on the learner's sync stream) can be answered
 * from memory when it can be proved that nothing it depends on was written since.
 *
 * Only PGlite can prove it: one process holds its data folder (the data-folder lock), so every write
 * passes through here. Several servers share a PostgreSQL database and see each other's writes only
 * through the database, so there `generation` is null and those reads go to the database every time
 * (its pool serves them in parallel; the crowds that need this are on PGlite's one connection).
 */
export interface TableWrites {
  /** A number that moves whenever one of `tables` may have been written; null when that cannot be known. */
  generation(tables: readonly string[]): number | null;
}

/**
 * Statements that write no table: reads (a SELECT that calls a writing function is not used on the
 * tables remembered) and transaction control (`set transaction isolation level …`, savepoints).
 */
const READ_ONLY = /^\s*(select|show|set|begin|start\s+transaction|commit|rollback|savepoint|release)\b/i;
/** The table a plain drizzle INSERT, UPDATE or DELETE names (quoted or not, schema-qualified or not). */
const WRITE_TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

const WITH_QUERY = /^\s*with\b/i;
/**
 * Every write a WITH query's parts name (`with claim as (insert into …), hit as (insert into …) select …`);
 * `do update` (an upsert's conflict action) and `for [no key] update` (a row lock) name no table.
 */
const ANY_WRITE_TARGET = /\b(?:insert\s+into|(?<!\b(?:do|for|key)\s+)update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;

/**
 * The tables a statement may write: none, the ones it names (a plain write, or the writes of a WITH
 * query), or (for anything else: DDL, scripts) all.
 */
export function writtenTables(statement: string): readonly string[] | 'none' | 'all' {
  if (READ_ONLY.test(statement)) return 'none';
  if (WITH_QUERY.test(statement)) {
    const targets = new Set(Array.from(statement.matchAll(ANY_WRITE_TARGET), (match) => (match[1] ?? '').toLowerCase()));
    return targets.size > 0 ? [...targets] : 'none';
  }
  const target = WRITE_TARGET.exec(statement)?.[1];
  return target ? [target.toLowerCase()] : 'all';
}

/**
 * Triggers write other tables than the statement names: each entry lists what a write to the key also
 * writes, so the caches that read the latter hear of it (migrations 0006, 0011, 0017: counters kept on
 * formations, tombstones of the sync streams).
 */
const TRIGGERED: Record<string, readonly string[]> = {
  enrollments: ['formations', 'sync_tombstones'],
  reviews: ['formations', 'sync_tombstones'],
  modules: ['formations', 'sync_tombstones'],
};

export class TableWriteLog implements TableWrites {
  private readonly perTable = new Map<string, number>();
  private everything = 0;

  constructor(private readonly known: boolean) {}

  generation(tables: readonly string[]): number | null {
    if (!this.known) return null;
    let sum = this.everything;
    for (const table of tables) sum += this.perTable.get(table) ?? 0;
    return sum;
  }

  /** After a statement (or a transaction's statements) succeeded, before its caller sees the result. */
  wrote(tables: readonly string[] | 'none' | 'all'): void {
    if (tables === 'none') return;
    if (tables === 'all') {
      this.everything += 1;
      return;
    }
    for (const table of tables) {
      this.bump(table);
      for (const also of TRIGGERED[table] ?? []) this.bump(also);
      // Every table of a sync stream tombstones its deleted rows.
      this.bump('sync_tombstones');
    }
  }

  private bump(table: string): void {
    this.perTable.set(table, (this.perTable.get(table) ?? 0) + 1);
  }
}
