/**
 * When a home-page counter means something (docs/decisions/0001-home-counters-threshold.md).
 * "0 subscribers, 1 learner" on a fresh install says the academy is empty; a counter appears once its
 * figure could reassure a visitor, and the success rate once enough learners stand behind it. Below that
 * the counter is left out, never replaced by a dash. Plain TypeScript: the home page's script imports it,
 * and contract/site.ts would bring valibot with it.
 */
export const PUBLIC_STATS_MINIMUM = {
  subscribers: 50,
  students: 50,
} as const;

export type PublicStatKey = 'subscribers' | 'students' | 'success_rate';

/** The counters worth showing, in the page's order. */
export function meaningfulStats(stats: { subscribers: number; students: number; success_rate: number | null }): PublicStatKey[] {
  const shown: PublicStatKey[] = [];
  if (stats.subscribers >= PUBLIC_STATS_MINIMUM.subscribers) shown.push('subscribers');
  if (stats.students >= PUBLIC_STATS_MINIMUM.students) shown.push('students');
  // A rate needs learners behind it: one learner's one exam would read "100 %".
  if (stats.success_rate !== null && stats.students >= PUBLIC_STATS_MINIMUM.students) shown.push('success_rate');
  return shown;
}
