// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, setLanguage } from '../../src/lib/i18n';
import type { Namespace } from '../../src/lib/i18n-resources';

/** Every string where a count meets a noun: `namespace:key` of its plural forms. */
const COUNTED = [
  'auth:login.retryIn',
  'catalogue:detail.hours',
  'catalogue-admin:preview.duration',
  'certificates:none.more',
  'dashboard:stats.completedOf',
  'downloads:progress.files',
  'payments-admin:wait.ok',
  'payments-admin:wait.late',
  'payments-admin:wait.overdue',
  'site:forms.tooMany',
  'study:outline.completed',
  'study:video.views',
  'study:nav.quizLocked',
  'sync:pending.attempts',
  'sync:badge.pending',
  'sync:badge.rejected',
] as const;

/** Arabic's CLDR categories for the counts the issue names. */
const ARABIC_COUNTS: [number, string][] = [
  [0, 'zero'],
  [1, 'one'],
  [2, 'two'],
  [3, 'few'],
  [11, 'many'],
  [100, 'other'],
];

type Tree = { [key: string]: string | Tree };

function fileText(language: string, namespace: string, path: string): string | undefined {
  let node: string | Tree | undefined = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'locales', language, `${namespace}.json`), 'utf8'),
  ) as Tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The keys of the table are strings read from the files, not the typed keys of one namespace. */
const translate = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;

const split = (entry: string) => entry.split(':') as [Namespace, string];

beforeAll(async () => {
  await setLanguage('ar', { persist: false });
  await loadNamespaces('ar', [...new Set(COUNTED.map((entry) => split(entry)[0]))]);
});

describe('Arabic number agreement', () => {
  describe.each(COUNTED)('%s', (entry) => {
    const [namespace, key] = split(entry);
    it.each(ARABIC_COUNTS)('count %i takes the %s form, written in the Arabic file', (count, category) => {
      const written = fileText('ar', namespace, `${key}_${category}`);
      expect(written, `locales/ar/${namespace}.json: ${key}_${category}`).toBeTypeOf('string');
      // Every placeholder the string may use gets the count, as the screens pass it.
      const values = { count, minutes: count, hours: count, done: count, total: count, completed: count, enrolled: count };
      const shown = translate(key, { ...values, ns: namespace, lng: 'ar' });
      expect(shown).toBe(written?.replace(/\{\{(\w+)\}\}/g, String(count)));
    });

    it('has distinct wordings for one, two, few and many (no "1 دروس")', () => {
      const forms = ['one', 'two', 'few', 'many'].map((category) => fileText('ar', namespace, `${key}_${category}`));
      expect(new Set(forms).size).toBe(4);
    });

    it.each(['en', 'fr'])('%s has its one and other forms', (language) => {
      expect(fileText(language, namespace, `${key}_one`)).toBeTypeOf('string');
      expect(fileText(language, namespace, `${key}_other`)).toBeTypeOf('string');
    });
  });

  it('the table holds every counted string of the locale files', () => {
    const root = join(import.meta.dirname, '..', '..', 'locales', 'en');
    const found: string[] = [];
    const walk = (tree: Tree, namespace: string, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'object') walk(value, namespace, path);
        else if (path.endsWith('_other')) found.push(`${namespace}:${path.slice(0, -'_other'.length)}`);
      }
    };
    for (const file of readdirSync(root).filter((name) => name.endsWith('.json'))) {
      walk(JSON.parse(readFileSync(join(root, file), 'utf8')) as Tree, file.slice(0, -'.json'.length), '');
    }
    expect(found.sort()).toEqual([...COUNTED].sort());
  });

  it('reads the examples of the issue in correct Arabic', () => {
    const study = i18n.getFixedT('ar', 'study');
    expect(study('nav.quizLocked', { count: 1 })).toBe('أكمل درسًا واحدًا آخر لفتح الامتحان النهائي.');
    expect(study('nav.quizLocked', { count: 11 })).toBe('أكمل 11 درسًا آخر لفتح الامتحان النهائي.');
    expect(study('outline.completed', { done: 0, total: 1, count: 1 })).toBe('اكتمل 0 من درس واحد');
    expect(study('outline.completed', { done: 2, total: 5, count: 5 })).toBe('اكتمل 2 من 5 دروس');
  });
});
