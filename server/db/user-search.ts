import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';
import { users, userSearchText } from './schema/identity';
import { narrowedPart, storedTrigrams, type TrigramShare } from './search-trigrams';

/** `a%b_c` typed in a search box means those characters, not LIKE wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** People whose searched text is read to learn how common each trigram is. */
const SAMPLE_PEOPLE = 2_000;
/** How long a sample stands before the next is taken (beside the searches, which go on with the old one). */
export const TRIGRAM_SAMPLE_KEPT_MS = 60 * 60 * 1000;

interface Sample {
  share: TrigramShare;
  takenAt: number;
}

const samples = new WeakMap<Db, { current: Sample | null; taking: Promise<Sample | null> | null }>();

/** Without a sample every trigram counts as rare: the whole text goes to the index, as it always did. */
const noSample: TrigramShare = () => 0;

async function takeSample(db: Db): Promise<Sample | null> {
  try {
    const result = await db.execute(
      sql`select ${userSearchText(users)} as searched from ${users} order by random() limit ${SAMPLE_PEOPLE}`,
    );
    const rows = rowsOf<{ searched: string }>(result);
    const holders = new Map<string, number>();
    for (const row of rows) {
      for (const trigram of storedTrigrams(row.searched)) holders.set(trigram, (holders.get(trigram) ?? 0) + 1);
    }
    const size = rows.length;
    return { share: (trigram) => (size === 0 ? 0 : (holders.get(trigram) ?? 0) / size), takenAt: Date.now() };
  } catch {
    // The search that follows meets the same database and reports its error; this one only costs speed.
    return null;
  }
}

/**
 * How common each trigram is among people, from a random sample of at most SAMPLE_PEOPLE (one sequential
 * read of `users`, about 50 ms at 100,000). The first search waits for it; after TRIGRAM_SAMPLE_KEPT_MS the
 * next is taken beside the searches, which use the one they have. A failed sample leaves the old one.
 */
export async function trigramShare(db: Db): Promise<TrigramShare> {
  let kept = samples.get(db);
  if (!kept) {
    kept = { current: null, taking: null };
    samples.set(db, kept);
  }
  const held = kept;
  const stale = !held.current || Date.now() - held.current.takenAt >= TRIGRAM_SAMPLE_KEPT_MS;
  if (stale && !held.taking) {
    held.taking = takeSample(db).then((sample) => {
      if (sample) held.current = sample;
      held.taking = null;
      return sample;
    });
  }
  if (held.current) return held.current.share;
  return (await held.taking)?.share ?? noSample;
}

/**
 * People whose name or e-mail contains `q`, as a condition on `users` that reads the trigram index
 * `users_search_trgm_idx`.
 *
 * GIN reads the whole posting list of every trigram in the pattern, and some trigrams are held by most
 * people (a shared surname's, an e-mail domain's): the index is given the longest stretch of `q` made of
 * trigrams fewer than COMMON_TRIGRAM_SHARE of people hold (`narrowedPart`), and the whole text is checked on
 * the few people it finds, written on an expression the index does not hold (`|| ''`) so that the planner
 * cannot hand that pattern to the index as well. The people found are the same.
 */
export function userTextContains(q: string, share: TrigramShare): SQL {
  const part = narrowedPart(q, share);
  if (part === null) return textContains(userSearchText(users), q);
  return sql`(${textContains(userSearchText(users), part)} and ${textContains(sql`(${userSearchText(users)} || '')`, q)})`;
}

const textContains = (text: SQL, q: string): SQL => sql`${text} ilike ${`%${escapeLike(q)}%`}`;

/** The same people as a statement selecting their `id`, and each column of `also` under its key. */
export function idsOfPeopleContaining(q: string, share: TrigramShare, also: Readonly<Record<string, AnyColumn>> = {}): SQL {
  const columns = Object.entries(also).map(([name, column]) => sql`, ${column} as ${sql.identifier(name)}`);
  return sql`select ${users.id} as id${sql.join(columns)} from ${users} where ${userTextContains(q, share)}`;
}
