import { API_BASE } from '../../../../contract/constants';

/**
 * Anonymous GETs of the home page use fetch itself rather than the ky client: the home page is the
 * budgeted first visit, ky and its problem parsing would be its largest script, and these reads need
 * no token and no error detail (a failure only means "keep showing what we have").
 */
export async function getPublicJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}/${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${API_BASE}/${path} answered ${response.status}`);
  return (await response.json()) as T;
}
