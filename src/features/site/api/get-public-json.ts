import { API_BASE } from '../../../../contract/constants';

/**
 * Anonymous GETs of the home page, with the plain fetch rather than the app's API client: these reads
 * need no token, no session hooks, no retries and no problem parsing (a failure only means "keep
 * showing what we have"), and so the first visit's entry chunk carries no HTTP library at all (ky
 * arrives with the first screen that calls the API, or with the session check of a returning visitor).
 */
export async function getPublicJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}/${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
