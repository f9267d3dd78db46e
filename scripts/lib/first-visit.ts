/**
 * What a first visit to `/` downloads before the app can run, read from the build:
 * index.html, the files it links (entry script, module preloads, style sheets) and the whole
 * static import graph of the entry in Vite's build manifest. Dynamic imports (routes, languages,
 * the service worker bridge) are lazy and are not part of it.
 */

import { INLINED_FROM_ATTRIBUTE } from '../../server/lib/ssr/inlined-sheet';

// The manifest's shape and its import walk are the server's too (rendered pages link their route's stylesheets).
export { staticGraph, type BuildManifest, type ManifestChunk } from '../../server/lib/ssr/build-manifest';
import { staticGraph, type BuildManifest, type ManifestFiles } from '../../server/lib/ssr/build-manifest';

export type FirstVisitFiles = ManifestFiles;

/**
 * Files linked from the HTML that the browser fetches before the app runs, as dist-relative paths; those
 * kept in the deferred block (server/lib/ssr/deferred-scripts.ts) count as well.
 */
export function filesLinkedFromHtml(html: string): FirstVisitFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) js.add(toDistPath(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.add(toDistPath(href));
    else if (rel.includes('stylesheet')) css.add(toDistPath(href));
  }
  return { js: [...js], css: [...css] };
}

function toDistPath(url: string): string {
  return (
    url
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/^\//, '')
      .split(/[?#]/)[0] ?? ''
  );
}

/** The entry chunks of the page: the HTML entry, or any chunk marked as entry if none names it. */
export function entryKeys(manifest: BuildManifest, htmlEntry = 'index.html'): string[] {
  if (manifest[htmlEntry]?.isEntry) return [htmlEntry];
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
}

/** The union of what the HTML links and what the entry statically imports. */
export function firstVisitFiles(manifest: BuildManifest, html: string): FirstVisitFiles {
  const fromGraph = staticGraph(manifest, entryKeys(manifest));
  const fromHtml = filesLinkedFromHtml(html);
  // A sheet inlined into the HTML is counted with the HTML's bytes, not fetched again.
  const inlined = inlinedStyleSheets(html);
  return {
    js: [...new Set([...fromGraph.js, ...fromHtml.js])].sort(),
    css: [...new Set([...fromGraph.css, ...fromHtml.css])].filter((file) => !inlined.has(file)).sort(),
  };
}

/** Style sheets whose content index.html carries inline (scripts/lib/inline-entry-css.ts). */
export function inlinedStyleSheets(html: string): Set<string> {
  return new Set(
    [...html.matchAll(new RegExp(`<style\\b[^>]*\\s${INLINED_FROM_ATTRIBUTE}="([^"]+)"`, 'gi'))].map((match) => match[1] ?? ''),
  );
}
