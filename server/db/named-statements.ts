import { createHash } from 'node:crypto';
import type pg from 'pg';
import { queryObserved, type PgQuery } from './pg-query-outcome';

/** Distinct statement texts named per process; past it a new text runs unnamed, so a flood of one-off SQL grows nothing. */
export const MAX_NAMED_STATEMENTS = 2_000;

/** A pattern's selectivity decides its plan (a trigram index or not): such statements are planned for their values each time. */
const PATTERN_SEARCH = /\bi?like\b/i;
/** PostgreSQL's feature_not_supported, raised as "cached plan must not change result type". */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * Names every parameterized statement of the pool after its text, so each connection parses it once and
 * then only binds and runs it; PostgreSQL then also keeps its plan when a generic one costs no more than
 * planning each time (plan_cache_mode auto: the same rule that serves PgJDBC's prepared statements). On
 * the busy morning's mix this halved the database's CPU per request (docs/performance-log.md).
 *
 * - Statements without values (BEGIN, COMMIT, `select 1`) stay on the simple protocol, unnamed.
 * - Pattern searches (LIKE, ILIKE) stay unnamed: a generic plan cannot see how many rows a pattern matches.
 * - A schema change that changes a named statement's result type (another server's migration) fails it
 *   once per connection; its text then gets a new name, and the next run is parsed again.
 */
export function nameStatements(pool: pg.Pool, { max = MAX_NAMED_STATEMENTS }: { max?: number } = {}): void {
  const names = new Map<string, string>();
  let renamed = 0;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max || PATTERN_SEARCH.test(text)) return known;
    const name = `s${createHash('sha1').update(`${renamed}\n${text}`).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  const forgetOnPlanChange = (text: string, error: unknown) => {
    if ((error as { code?: unknown } | null)?.code !== CACHED_PLAN_CHANGED) return;
    renamed += 1;
    names.delete(text);
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as PgQuery;
    const named = (...args: unknown[]): unknown => {
      // query(text, values…) or query(config, values…): drizzle passes a config and the values apart.
      const config: unknown = typeof args[0] === 'string' ? { text: args[0] } : args[0];
      if (!config || typeof config !== 'object' || !('text' in config) || typeof config.text !== 'string') return query(...args);
      if ('name' in config && config.name) return query(...args);
      const values = Array.isArray(args[1]) ? args[1] : 'values' in config ? config.values : undefined;
      if (!Array.isArray(values) || values.length === 0) return query(...args);
      const text = config.text;
      const name = nameOf(text);
      if (!name) return query(...args);
      return queryObserved(query, [{ ...config, name }, ...args.slice(1)], (error) => forgetOnPlanChange(text, error));
    };
    client.query = named as typeof client.query;
  });
}
