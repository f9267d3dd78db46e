import { API_BASE } from '../../../../contract/constants';

/**
 * Anonymous GETs of the home page (testimonials, public figures) with fetch itself rather than the ky
 * client. Not for size: the app shell already loads ky (router → route-error → lib/api). These reads
 * need no token, no retry and no problem detail — a failure only means "keep showing what we have".
 */
export async function getPublicJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}/${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${API_BASE}/${path} answered ${response.status}`);
  return (await response.json()) as T;
}
