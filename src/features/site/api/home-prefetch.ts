import type { PublicStats, TestimonialList } from '../../../../contract/site';
import { isServerRenderer } from '../../../lib/server-data';
import { fetchPublicStats } from './fetch-public-stats';
import { fetchTestimonials } from './fetch-testimonials';

interface HomeReads {
  stats: PublicStats;
  testimonials: TestimonialList;
}

interface Prefetched<T> {
  read: Promise<T>;
  startedAt: number;
}

/** A read started this long ago is no longer "the page being opened": the page fetches afresh. */
const FRESH_MS = 30_000;

const prefetched: { [K in keyof HomeReads]?: Prefetched<HomeReads[K]> } = {};

function start<T>(read: Promise<T>): Prefetched<T> {
  // The page that takes the read handles its failure; until then it is no unhandled rejection.
  read.catch(() => undefined);
  return { read, startedAt: Date.now() };
}

/**
 * The home route's loader: starts the page's two reads as soon as the router knows `/` is the page,
 * so they travel with the start-up requests rather than one round trip after the first render.
 */
export function prefetchHomeReads(): null {
  // The server renders from its own database (server/lib/ssr/ssr-page.ts); it has no API to call.
  if (isServerRenderer()) return null;
  prefetched.stats ??= start(fetchPublicStats());
  prefetched.testimonials ??= start(fetchTestimonials());
  return null;
}

/** The prefetched read, once, while fresh; otherwise a new one. */
function take<K extends keyof HomeReads>(key: K, fetchAfresh: () => Promise<HomeReads[K]>): Promise<HomeReads[K]> {
  const entry = prefetched[key];
  prefetched[key] = undefined;
  return entry && Date.now() - entry.startedAt < FRESH_MS ? entry.read : fetchAfresh();
}

export const takePublicStats = (): Promise<PublicStats> => take('stats', fetchPublicStats);
export const takeTestimonials = (): Promise<TestimonialList> => take('testimonials', fetchTestimonials);
