import { isRouteErrorResponse } from 'react-router-dom';
import { ApiError } from '../lib/api-error';
import { TimeoutError } from '../lib/with-timeout';

/** What went wrong with a route, as the visitor needs to hear it. */
export type RouteFailure = 'not-found' | 'load' | 'crash';

/**
 * How browsers and Vite word a code or style chunk that did not arrive: Chromium ("Failed to fetch
 * dynamically imported module"), Firefox ("error loading dynamically imported module"), Safari
 * ("Importing a module script failed"), Vite's preloader ("Unable to preload CSS"), and fetch itself.
 */
const LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|unable to preload css|failed to fetch|networkerror|load failed/i;

/**
 * A network failure (a chunk that did not arrive, past the 120 s limit, or a loader's request with no
 * answer) is the connection's fault and worth a retry later; anything else is a bug in the page, which
 * the connection cannot fix. Telling a farmer to check the network for a crash sends them the wrong way.
 */
export function routeFailure(error: unknown): RouteFailure {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found';
  if (error instanceof TimeoutError) return 'load';
  if (error instanceof ApiError) return error.isNetwork ? 'load' : 'crash';
  if (error instanceof Error && LOAD_FAILURE.test(error.message)) return 'load';
  return 'crash';
}
