import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../../scripts/lib/inline-entry-css';

type Handler = (html: string, context: { bundle?: Record<string, { type: string; source?: string | Uint8Array }> }) => string;

/** The plugin's transformIndexHtml handler, called as Vite calls it after bundling. */
function transform(html: string, bundle?: Record<string, { type: string; source?: string | Uint8Array }>): string {
  const hook = inlineEntryCss().transformIndexHtml as unknown as { handler: Handler };
  return hook.handler(html, { bundle });
}

describe('inlining the shell style sheet into index.html', () => {
  it('puts the sheet in, marked with where it came from, and keeps a link no browser fetches for the loader of later chunks', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>';
    const out = transform(html, { 'assets/index-a1.css': { type: 'asset', source: 'body{margin:0}' } });
    expect(out).toBe(
      '<head><style data-inlined-from="assets/index-a1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/index-a1.css" type="text/x-inlined" disabled></head>',
    );
  });

  it('reads binary sources and never lets the CSS close the style element early', () => {
    const source = new TextEncoder().encode('a::after{content:"</style>"}');
    const out = transform('<link rel="stylesheet" href="/assets/x.css">', { 'assets/x.css': { type: 'asset', source } });
    expect(out).toBe(
      '<style data-inlined-from="assets/x.css">a::after{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/x.css" type="text/x-inlined" disabled>',
    );
  });

  it('leaves links it cannot resolve, and the HTML of the dev server, alone', () => {
    const html = '<link rel="stylesheet" href="/assets/missing.css">';
    expect(transform(html, {})).toBe(html);
    expect(transform(html)).toBe(html);
  });
});
