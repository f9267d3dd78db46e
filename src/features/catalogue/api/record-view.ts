import { api } from '../../../lib/api';

/**
 * Opening a course counts a view on the server (once per visitor per day). The page itself renders from
 * the mirror, so this is fire-and-forget: offline, or failing, it changes nothing on screen.
 */
export function recordView(formationId: string): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  api.get(`formations/${encodeURIComponent(formationId)}`, { cache: 'no-store' }).catch(() => undefined);
}
