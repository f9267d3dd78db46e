/**
 * A small catalogue for the server tests, independent of the demo content: two published formations
 * (one free, one paid) and one unpublished, each with modules, lessons, a quiz and reviews.
 */
import type { Translatable } from '../../../contract/translatable';
import type { Db } from '../../../server/db/client';
import { mediaPaths } from '../../../server/modules/media/media-paths';
import { copySampleClips, insertSeedFormation, writeThumbnail } from '../../../server/seed/catalogue';
import type { SeedFormation } from '../../../server/seed/content/types';
import type { TestApp } from '../helpers';

export const tr = (en: string, fr = `${en} (fr)`, ar = `${en} (ar)`): Translatable => ({ ar, fr, en });

export function fixtureFormation(slug: string, overrides: Partial<SeedFormation> = {}): SeedFormation {
  return {
    slug,
    topic: 'beekeeping',
    level: 'beginner',
    price_centimes: 0,
    title: tr(`Title ${slug}`, `Titre ${slug}`, `عنوان ${slug}`),
    description: tr(`Description of ${slug}`, `Description de ${slug}`, `وصف ${slug}`),
    modules: [
      {
        title: tr(`${slug} module one`),
        lessons: [
          {
            title: tr(`${slug} lesson 1.1`),
            summary: tr('summary'),
            about: tr('about this lesson'),
            video: 'clip-a',
            free_preview: true,
          },
          { title: tr(`${slug} lesson 1.2`), summary: tr('summary'), about: tr('about'), video: null },
        ],
      },
      {
        title: tr(`${slug} module two`),
        lessons: [{ title: tr(`${slug} lesson 2.1`), summary: tr('s'), about: tr('a'), video: 'clip-b' }],
      },
    ],
    attachments: [{ file_name: 'sheet.txt', body: 'A practical sheet.' }],
    quiz: [
      { text: tr('Question one?'), options: [tr('Yes'), tr('No'), tr('Maybe')], correct: 2, module_index: 0 },
      { text: tr('Question two?'), options: [tr('A'), tr('B'), tr('C')], correct: 1, module_index: 1 },
    ],
    reviews: [
      { rating: 5, description: 'Very clear.', author: 'Karim' },
      { rating: 4, description: 'Useful.', author: null },
    ],
    ...overrides,
  };
}

export interface Fixture {
  freeId: string;
  paidId: string;
  hiddenId: string;
}

export async function seedFixture(t: TestApp): Promise<Fixture> {
  const paths = mediaPaths(t.config);
  const db: Db = t.database.db;
  await copySampleClips(paths);
  const free = fixtureFormation('free-bees');
  const paid = fixtureFormation('paid-drones', {
    topic: 'drones',
    level: 'advanced',
    price_centimes: 49_900,
    title: tr('Crop spraying drones', 'Drones de pulvérisation', 'طائرات الرش المسيّرة'),
  });
  const hidden = fixtureFormation('hidden-draft', { topic: 'drones' });
  const freeId = await insertSeedFormation(db, free, { thumbnail: await writeThumbnail(paths, free), paths });
  const paidId = await insertSeedFormation(db, paid, { thumbnail: await writeThumbnail(paths, paid), paths });
  const hiddenId = await insertSeedFormation(db, hidden, { thumbnail: null, paths, published: false });
  return { freeId, paidId, hiddenId };
}

/** The value, or a failed test naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
