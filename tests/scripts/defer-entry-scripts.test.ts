// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { deferEntryScripts } from '../../scripts/lib/defer-entry-scripts';
import { firstVisitFiles } from '../../scripts/lib/first-visit';
import { inlineScriptHashes } from '../../server/lib/http/csp';
import { addDeferredScriptTags, DEFERRED_SCRIPTS_LOADER, deferredScriptsBlock } from '../../server/lib/ssr/deferred-scripts';

/** The plugin's transformIndexHtml handler, called as Vite calls it after bundling. */
function transform(html: string): string {
  const hook = deferEntryScripts().transformIndexHtml as unknown as { handler: (html: string) => string };
  return hook.handler(html);
}

const BUILT = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-c3.js">
  </head><body><div id="root"></div></body></html>`;

describe('deferring the entry scripts until the page has loaded', () => {
  it('moves the entry script and its preloads from the head into the deferred block, preloads first', () => {
    const html = transform(BUILT);
    expect(html).not.toMatch(/<head>[\s\S]*(modulepreload|type="module")[\s\S]*<\/head>/);
    const template = new DOMParser().parseFromString(html, 'text/html').querySelector('template');
    expect([...(template?.content.children ?? [])].map((node) => node.getAttribute('href') ?? node.getAttribute('src'))).toEqual([
      '/assets/react-b2.js',
      '/assets/router-c3.js',
      '/assets/index-a1.js',
    ]);
    expect(html).toContain(`<script>${DEFERRED_SCRIPTS_LOADER}</script></body>`);
  });

  it('leaves a page without an entry script (the dev server’s) alone', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(transform(html)).toBe(html);
  });

  it('still counts the deferred scripts in the first-visit budget, and the CSP allows the loader by hash', () => {
    const html = transform(BUILT);
    const manifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react'] },
      _react: { file: 'assets/react-b2.js' },
    };
    expect(firstVisitFiles(manifest, html).js).toEqual(['assets/index-a1.js', 'assets/react-b2.js', 'assets/router-c3.js']);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  const TAGS =
    '<link rel="modulepreload" crossorigin="" href="/assets/react-b2.js"><script type="module" crossorigin="" src="/assets/index-a1.js"></script>';

  /** A parsed page with the deferred block after `body`, its loader run as the parser would run it. */
  function loadPage(body: string, beforeLoader: () => void = () => undefined): void {
    document.documentElement.innerHTML = `<head></head><body>${body}${deferredScriptsBlock(TAGS)}</body>`;
    beforeLoader();
    // innerHTML does not run scripts.
    new Function(DEFERRED_SCRIPTS_LOADER)();
  }

  const added = () => [...document.head.children].map((node) => node.outerHTML);

  it('adds the tags at once, as elements that run, whatever pictures the page has', () => {
    loadPage('<main><img src="/a.webp" loading="lazy"><img fetchpriority="high" src="/b.webp"></main>', () => {
      Object.defineProperty(document.querySelector('img[fetchpriority]'), 'complete', { value: false });
    });
    expect(added()).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/react-b2.js">',
      '<script type="module" crossorigin="" src="/assets/index-a1.js"></script>',
    ]);
    // Created by the document, not cloned from the template, whose scripts are inert.
    expect([...document.head.children].every((node) => node.ownerDocument === document)).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(2);
  });

  it('puts tags the server adds among the deferred ones, or in the head of a page without them', () => {
    const tag = '<link rel="modulepreload" crossorigin href="/assets/fr-d4.js">';
    const deferred = addDeferredScriptTags(transform(BUILT), tag);
    expect(deferred).toContain(`${tag}</template>`);
    expect(addDeferredScriptTags('<html><head></head><body></body></html>', tag)).toBe(`<html><head>${tag}</head><body></body></html>`);
    expect(addDeferredScriptTags(BUILT, '')).toBe(BUILT);
  });
});
