import { insertSeedFormation } from '../../../server/seed/catalogue';
import { seedFormations } from '../../../server/seed/content/all';
import type { TestApp } from '../helpers';

/** The demo catalogue's rows alone (no thumbnails, clips or attachment files): what the guide searches. Returns slug → id. */
export async function seedCatalogueRows(t: TestApp): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const seed of seedFormations) ids.set(seed.slug, await insertSeedFormation(t.database.db, seed, { thumbnail: null, paths: null }));
  return ids;
}
