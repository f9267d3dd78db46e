import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/constants';
import { ERROR_CODES } from '../contract/errors';

const root = join(import.meta.dirname, '..', 'locales');

type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Every leaf as "a.b.c" → value; the errors namespace keeps its dotted keys flat, which gives the same paths. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every counted string is written in all six CLDR forms in every language, so the three languages have
 * exactly the same keys: Arabic needs all six, French and English repeat `one` or `other` (i18next picks
 * `_zero` for a count of 0 wherever it exists: French reads 0 as singular, English as plural).
 */
const ALL_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_FORMS: Record<(typeof LANGUAGES)[number], readonly string[]> = {
  ar: ALL_PLURAL_FORMS,
  fr: ALL_PLURAL_FORMS,
  en: ALL_PLURAL_FORMS,
};

/** The keys with every plural suffix folded into one entry, so languages with other forms compare equal. */
const pluralNeutral = (tree: Map<string, unknown>) =>
  [...new Set([...tree.keys()].map((key) => key.replace(PLURAL_SUFFIX, '_#plural')))].sort();

/** Namespace files of every language, sub-folders included ("site-pages/about"), so each is compared. */
const namespaces = [
  ...new Set(
    LANGUAGES.flatMap((language) =>
      readdirSync(join(root, language), { recursive: true, encoding: 'utf8' }).map((file) => file.split(sep).join('/')),
    ),
  ),
]
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

describe('locales', () => {
  it('has the shell namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors', 'consent', 'language']));
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    it.each(LANGUAGES)('exists in %s', (language) => {
      expect(() => load(language, namespace)).not.toThrow();
    });

    const english = leaves(load('en', namespace));

    it.each(LANGUAGES)('%s has exactly the English keys, each a non-empty string with the same placeholders', (language) => {
      const translated = leaves(load(language, namespace));
      expect(pluralNeutral(translated)).toEqual(pluralNeutral(english));
      // Plural forms included: every language writes the same keys.
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of translated) {
        expect(typeof value, `${language}/${namespace}: ${key}`).toBe('string');
        expect((value as string).trim(), `${language}/${namespace}: ${key}`).not.toBe('');
        const plural = PLURAL_SUFFIX.exec(key);
        if (!plural) {
          expect(placeholders(value as string), `${language}/${namespace}: ${key}`).toEqual(placeholders(english.get(key) as string));
          continue;
        }
        const source = placeholders(english.get(`${key.slice(0, plural.index)}_other`) as string);
        // "درسان", "one hour": the forms of exact numbers may spell the number instead of writing it.
        if (['zero', 'one', 'two'].includes(plural[1] ?? '')) {
          expect(source, `${language}/${namespace}: ${key}`).toEqual(expect.arrayContaining(placeholders(value as string)));
        } else {
          expect(placeholders(value as string), `${language}/${namespace}: ${key}`).toEqual(source);
        }
      }
    });

    it.each(LANGUAGES)('%s writes every plural form of its language for each counted string', (language) => {
      const categories = PLURAL_FORMS[language];
      const bases = new Map<string, string[]>();
      for (const key of leaves(load(language, namespace)).keys()) {
        const plural = PLURAL_SUFFIX.exec(key);
        if (plural) bases.set(key.slice(0, plural.index), [...(bases.get(key.slice(0, plural.index)) ?? []), plural[1] ?? '']);
      }
      for (const [base, forms] of bases) expect(forms.sort(), `${language}/${namespace}: ${base}`).toEqual([...categories].sort());
    });
  });

  it.each(LANGUAGES)('%s translates every error code of contract/errors.ts, as a flat key', (language) => {
    const errors = load(language, 'errors');
    const missing = ERROR_CODES.filter((code) => typeof errors[code] !== 'string' || !(errors[code] as string).trim());
    expect(missing).toEqual([]);
  });
});
