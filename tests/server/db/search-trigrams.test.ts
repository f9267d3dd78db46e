import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_TRIGRAM_SHARE, narrowedPart, storedTrigrams, type TrigramShare } from '../../../server/db/search-trigrams';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The trigrams a search leaves out of the index's pattern: the JavaScript reading of a stored text must be
 * pg_trgm's (or the shares it learns would name other trigrams), and the stretch given to the index must be
 * the longest run of rare trigrams inside one word.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const commonIn =
  (...common: string[]): TrigramShare =>
  (trigram) =>
    common.includes(trigram) ? COMMON_TRIGRAM_SHARE : 0;

describe('search trigrams', () => {
  it('reads a stored text as pg_trgm does', async () => {
    for (const text of ['Amina Bench123\nlearner123@bench.example', 'Ab', 'x-y_z 2026', "O'Neil  Mc.Do\nomar+tag@mail.example"]) {
      const result = await t.database.db.execute(sql`select show_trgm(${text}) as trigrams`);
      const [row] = (result as unknown as { rows: { trigrams: string[] }[] }).rows;
      expect([...storedTrigrams(text)].sort(), text).toEqual([...(row?.trigrams ?? [])].sort());
    }
  });

  it('gives the index the longest run of rare trigrams inside one word, or the whole text', () => {
    const bench = commonIn('ben', 'enc', 'nch', 'ch1');
    expect(narrowedPart('Bench123', bench)).toBe('h123');
    expect(narrowedPart('BENCH123', bench)).toBe('H123');
    expect(narrowedPart('learner50000@bench', commonIn('lea', 'ear', 'arn', 'rne', 'ner', 'er5', 'ben', 'enc', 'nch'))).toBe('r50000');
    // The longer of two rare runs, in whichever word.
    expect(narrowedPart('ab12345 nch xyzw', commonIn('nch', '234'))).toBe('ab123');
    expect(narrowedPart('ab1234 nch vwxyz', commonIn('nch', '123'))).toBe('vwxyz');
    // No common trigram: the whole text is already a cheap pattern.
    expect(narrowedPart('Bench123', () => 0)).toBeNull();
    // Nothing rare, or no word of three letters: the whole text.
    expect(narrowedPart('bench', commonIn('ben', 'enc', 'nch'))).toBeNull();
    expect(narrowedPart('be nc', commonIn('ben'))).toBeNull();
    // Letters outside the BMP count once, and the stretch is cut where they are in the text.
    expect(narrowedPart('𝐀𝐁c moh', commonIn('moh'))).toBe('𝐀𝐁c');
  });
});
