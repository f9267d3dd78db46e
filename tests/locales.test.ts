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
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of translated) {
        expect(typeof value, `${language}/${namespace}: ${key}`).toBe('string');
        expect((value as string).trim(), `${language}/${namespace}: ${key}`).not.toBe('');
        expect(placeholders(value as string), `${language}/${namespace}: ${key}`).toEqual(placeholders(english.get(key) as string));
      }
    });
  });

  it.each(LANGUAGES)('%s translates every error code of contract/errors.ts, as a flat key', (language) => {
    const errors = load(language, 'errors');
    const missing = ERROR_CODES.filter((code) => typeof errors[code] !== 'string' || !(errors[code] as string).trim());
    expect(missing).toEqual([]);
  });
});
