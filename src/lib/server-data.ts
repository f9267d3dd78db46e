import type { HydrationState } from 'react-router-dom';
import type { Language } from '../../contract/constants';
import type { FormationPage } from '../../contract/catalogue';
import type { FormationView } from '../../contract/course-view';
import type { PublicStats, TestimonialList } from '../../contract/site';
import { acceptWrittenNumbers, type WrittenNumbers } from '../../contract/formatting';

/** The id of the `<script type="application/json">` a server-rendered page carries its data in. */
export const SERVER_DATA_ID = 'ssr-data';

/**
 * What the server rendered a public page from, embedded in that page so hydration renders
 * the same markup from the same data, without a second request.
 */
export interface ServerData {
  /** The language the server rendered in; the client hydrates in it, then switches to a stored choice. */
  language: Language;
  /** Locale namespaces the page's render read beyond the core ones: loaded before hydrating. */
  namespaces: string[];
  /** The static handler's loader answers, for the browser router's `hydrationData`. */
  router?: HydrationState;
  home?: { stats: PublicStats | null; testimonials: TestimonialList | null };
  /** /courses: the catalogue's first page, unfiltered, as GET /api/formations answers it (six a page). */
  courses?: FormationPage | null;
  /** /course/{id}: the published course as the catalogue stream carries it; null when there is none. */
  course?: FormationView | null;
  /** The numbers the page was drawn with, as the server wrote them (contract/formatting.ts). */
  numbers?: WrittenNumbers;
}

let current: ServerData | null = null;
let inServerRenderer = false;

/** Called once by src/entry-server.tsx: this process renders pages on the server and has no API to call. */
export function markServerRenderer(): void {
  inServerRenderer = true;
}

/** True in the server renderer (route loaders that fetch from the API then do nothing). */
export function isServerRenderer(): boolean {
  return inServerRenderer;
}

/**
 * On the server: the data of the one synchronous render in progress. In the browser: the embedded data,
 * until hydration has committed (main.tsx clears it); screens mounted later read their usual sources.
 */
export function serverData(): ServerData | null {
  return current;
}

export function provideServerData(data: ServerData | null): void {
  current = data;
  // Before hydration draws them: the page's numbers need no Intl formatter (and no ICU data) on the phone.
  if (data?.numbers) acceptWrittenNumbers(data.numbers);
}

/** The data a server-rendered page carries, or null (the service worker's shell, a client-rendered route). */
export function readEmbeddedServerData(doc: Document = document): ServerData | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && typeof (parsed as ServerData).language === 'string' ? (parsed as ServerData) : null;
  } catch {
    return null;
  }
}
