/**
 * Emptying a test database back to what the migrations made, on either engine, so a test app can start
 * on one another app used (postgres-pool.ts, pglite-pool.ts). A database whose schema a test changed
 * (a table, a column, a constraint, a trigger or a function) is not reset but reported, and its pool drops it.
 */

/** What both engines' clients offer: one statement with parameters, or several without. */
export interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

/** What a database made from the template holds: its schema's fingerprint and the rows the migrations insert. */
export interface TemplateState {
  fingerprint: string;
  tables: string[];
  rows: { table: string; json: string }[];
}

/** Every object a test could change under a database: relations, columns, constraints, triggers, functions. */
const FINGERPRINT_SQL = `
  select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
    select format('rel %s.%s %s', n.nspname, c.relname, c.relkind) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    union all
    select format('col %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid::regtype, a.attnotnull)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where a.attnum > 0 and not a.attisdropped and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg_toast%'
    union all
    select format('con %s %s', conrelid::regclass, pg_get_constraintdef(oid)) from pg_constraint
     where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
    union all
    select format('fn %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p
     where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  ) items`;

async function fingerprint(run: SqlRunner): Promise<string> {
  return (await run.query<{ fingerprint: string }>(FINGERPRINT_SQL)).rows[0]?.fingerprint ?? '';
}

/** Reads the template's state from a database that is still exactly as the migrations left it. */
export async function readTemplateState(run: SqlRunner): Promise<TemplateState> {
  const tables = (
    await run.query<{ name: string }>(`select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`)
  ).rows.map((row) => row.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const json = (await run.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`)).rows[0]?.json;
    if (json) rows.push({ table, json });
  }
  return { fingerprint: await fingerprint(run), tables, rows };
}

/** Empties the database to the template's rows and restarts its sequences; false when it cannot be reused. */
export async function resetToTemplate(run: SqlRunner, template: TemplateState): Promise<boolean> {
  if ((await fingerprint(run)) !== template.fingerprint) return false;
  await run.exec('begin');
  try {
    await run.exec("set local lock_timeout = '5s'");
    // Replica mode: no foreign-key checks or triggers (which would write tombstones) while emptying.
    await run.exec('set local session_replication_role = replica');
    await run.exec(template.tables.map((table) => `delete from ${table};`).join('\n'));
    for (const { table, json } of template.rows) {
      await run.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [json]);
    }
    await run.query(
      `select setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) from pg_sequences where schemaname = 'public'`,
    );
    await run.exec('commit');
    return true;
  } catch {
    await run.exec('rollback').catch(() => undefined);
    return false;
  }
}
