import ky from 'ky';
import { API_BASE } from '../../../../contract/constants';

/**
 * Anonymous GETs of the home page, through ky like every other request but without the app's API
 * instance: these reads need no token, no session hooks and no problem parsing (a failure only means
 * "keep showing what we have"), so the home page does not load the session store for them.
 */
export function getPublicJson<T>(path: string): Promise<T> {
  return ky.get(`${API_BASE}/${path}`, { retry: 0, timeout: false, headers: { accept: 'application/json' } }).json<T>();
}
