import { describe, expect, it } from 'vitest';
import {
  entryKeys,
  filesLinkedFromHtml,
  firstVisitFiles,
  inlinedStyleSheets,
  staticGraph,
  type BuildManifest,
} from '../../scripts/lib/first-visit';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js', '_i18n-c3.js'],
    dynamicImports: ['src/features/site/routes/home.tsx', 'src/lib/locale-bundles/ar.ts'],
    css: ['assets/index-a1.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_i18n-c3.js': { file: 'assets/i18n-c3.js', imports: ['_react-b2.js', '_shared-d4.js'], css: ['assets/i18n-c3.css'] },
  '_shared-d4.js': { file: 'assets/shared-d4.js', imports: ['_i18n-c3.js'] },
  'src/features/site/routes/home.tsx': {
    file: 'assets/home-e5.js',
    isDynamicEntry: true,
    imports: ['_react-b2.js', '_lazy-only-f6.js'],
    css: ['assets/home-e5.css'],
  },
  '_lazy-only-f6.js': { file: 'assets/lazy-only-f6.js' },
  'src/lib/locale-bundles/ar.ts': { file: 'assets/ar-g7.js', isDynamicEntry: true },
};

describe('first-visit graph', () => {
  it('starts from the HTML entry', () => {
    expect(entryKeys(manifest)).toEqual(['index.html']);
  });

  it('follows static imports through cycles and leaves dynamic imports out', () => {
    expect(staticGraph(manifest, ['index.html'])).toEqual({
      js: ['assets/i18n-c3.js', 'assets/index-a1.js', 'assets/react-b2.js', 'assets/shared-d4.js'],
      css: ['assets/i18n-c3.css', 'assets/index-a1.css'],
    });
  });

  it('fails loudly on a manifest that names a missing chunk', () => {
    expect(() => staticGraph({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } }, ['index.html'])).toThrow(
      /_gone\.js/,
    );
  });

  it('reads the scripts, module preloads and style sheets the HTML links', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
      <link rel="icon" href="/favicon.svg">
      <link rel="manifest" href="/manifest.webmanifest">
      <style>.loader{color:green}</style></head>`;
    expect(filesLinkedFromHtml(html)).toEqual({
      js: ['assets/index-a1.js', 'assets/react-b2.js'],
      css: ['assets/index-a1.css'],
    });
  });

  it('adds anything the HTML links that the graph does not know', () => {
    const html = '<script src="/extra.js"></script><script type="module" src="/assets/index-a1.js"></script>';
    const files = firstVisitFiles(manifest, html);
    expect(files.js).toContain('extra.js');
    expect(files.js).not.toContain('assets/home-e5.js');
    expect(files.js).not.toContain('assets/ar-g7.js');
    expect(files.css).not.toContain('assets/home-e5.css');
  });

  it('counts a style sheet inlined into the HTML with the HTML, not as a download', () => {
    const html =
      '<script type="module" src="/assets/index-a1.js"></script>' + '<style data-inlined-from="assets/index-a1.css">body{margin:0}</style>';
    expect(inlinedStyleSheets(html)).toEqual(new Set(['assets/index-a1.css']));
    expect(firstVisitFiles(manifest, html).css).toEqual(['assets/i18n-c3.css']);
    // Without the marker the same sheet is a download of its own.
    expect(firstVisitFiles(manifest, '<script type="module" src="/assets/index-a1.js"></script>').css).toEqual([
      'assets/i18n-c3.css',
      'assets/index-a1.css',
    ]);
  });
});
