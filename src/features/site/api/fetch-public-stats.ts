import type { PublicStats } from '../../../../contract/site';
import { getPublicJson } from './get-public-json';

export function fetchPublicStats(): Promise<PublicStats> {
  return getPublicJson<PublicStats>('stats/public');
}
