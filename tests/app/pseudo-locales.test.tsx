// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/lib/i18n';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../src/lib/pseudo-locales';
import { setSignedOut } from '../../src/lib/session';
import { renderApp } from './render-app';

/**
 * Every text of the main screens goes through i18next. Under `en-XA` each string is its key,
 * under `ar-XB` each is wrapped in ⟪…⟫: once those are taken out of an element's text, only punctuation
 * and symbols (★, —, ·) may remain. A word, a number or a date written by hand is left over and fails.
 */
const SCREENS = ['/', '/courses', '/login', '/register', '/about', '/faq', '/help', '/contact', '/no/such/page'];

/** Namespaces are the file names under locales/en (and site-pages/<page>). */
const NAMESPACE = '(?:site-pages/[\\w-]+|[a-z][\\w-]*)';
/** A key as en-XA shows it; keys of one element may touch ("site:a.bsite:c.d"), so one ends where the next begins. */
const KEY = new RegExp(`${NAMESPACE}:[\\w.-]+?(?=${NAMESPACE}:|[^\\w.-]|$)`, 'g');
const NOTHING_BUT_SIGNS = /^[\s\p{P}\p{S}]*$/u;

/** What is left of `text` once every translated string is removed. */
function untranslated(text: string, language: 'en-XA' | 'ar-XB'): string {
  if (language === 'en-XA') return text.replace(KEY, '');
  const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(innermost, '');
  }
  return rest;
}

/** Elements with text of their own whose text is not all translated. */
function textsOutsideI18next(language: 'en-XA' | 'ar-XB'): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || parent.closest('script, style')) continue;
    // The element that holds the whole sentence: a value interpolated in <bdi> sits inside its string.
    const holder = parent.closest('p, h1, h2, h3, li, label, button, a, dt, dd, option, legend, summary, span, div') ?? parent;
    const rest = untranslated(holder.textContent ?? '', language);
    if (!NOTHING_BUT_SIGNS.test(rest)) found.add(`<${holder.tagName.toLowerCase()}> ${JSON.stringify(holder.textContent)}`);
  }
  return [...found];
}

describe.each(['en-XA', 'ar-XB'] as const)('the main screens under the pseudo-locale %s', (language) => {
  afterEach(() => cleanup());
  afterAll(() => setLanguage('en', { persist: false }));

  it.each(SCREENS)('%s shows no text that did not go through i18next', async (path) => {
    setSignedOut();
    await renderApp(path, language);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.dir).toBe(language === 'ar-XB' ? 'rtl' : 'ltr');
    // The screen's own strings arrive with it (lazy namespaces, page texts): wait until they did.
    await waitFor(() => expect(untranslated(heading.textContent ?? '', language)).toMatch(NOTHING_BUT_SIGNS));
    await waitFor(() => expect(textsOutsideI18next(language)).toEqual([]));
  });
});
