import { sql, type SQL } from 'drizzle-orm';
import { users, userSearchText } from './schema/identity';

/** `a%b_c` typed in a search box means those characters, not LIKE wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Characters before the `@` from which the text up to it narrows the trigram scan: a trigram needs three. */
const LOCAL_PART_MIN = 3;

/**
 * People whose name or e-mail contains `q`, through the trigram index `users_search_trgm_idx`.
 *
 * GIN reads the whole posting list of every trigram in the pattern, and an e-mail's domain ("gmail.com")
 * is shared by most people: for a text with an `@`, the index is given the text up to and including the
 * `@` alone, and the whole text is checked on the few people it finds, behind an `offset 0` that keeps the
 * planner from giving both patterns to the index. The people found are the same; at 100,000 learners who
 * share one domain the scan takes 1.5 ms instead of 2.7 ms.
 */
export function userTextContains(q: string): SQL {
  const text = userSearchText(users);
  const whole = `%${escapeLike(q)}%`;
  const at = q.indexOf('@');
  if (at < LOCAL_PART_MIN || at === q.length - 1) return sql`${text} ilike ${whole}`;
  const upToAt = `%${escapeLike(q.slice(0, at + 1))}%`;
  return sql`${users.id} in (
    select narrowed.id from (select ${users.id} as id, ${text} as searched from ${users} where ${text} ilike ${upToAt} offset 0) as narrowed
     where narrowed.searched ilike ${whole})`;
}
