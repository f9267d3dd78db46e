/**
 * What a first visit to `/` downloads before the app can run, read from the build:
 * index.html, the files it links (entry script, module preloads, style sheets) and the whole
 * static import graph of the entry in Vite's build manifest. Dynamic imports (routes, languages,
 * the service worker bridge) are lazy and are not part of it.
 */

import { INLINED_FROM_ATTRIBUTE } from './inline-entry-css';

/** One chunk of dist/.vite/manifest.json (Vite's `ManifestChunk`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface FirstVisitFiles {
  js: string[];
  css: string[];
}

/** Files linked from the HTML that the browser fetches before the first render, as dist-relative paths. */
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
  return url.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, '').split(/[?#]/)[0] ?? '';
}

/** The entry chunks of the page: the HTML entry, or any chunk marked as entry if none names it. */
export function entryKeys(manifest: BuildManifest, htmlEntry = 'index.html'): string[] {
  if (manifest[htmlEntry]?.isEntry) return [htmlEntry];
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
}

/** Walks the static imports from the entries; each chunk's CSS comes along with it. */
export function staticGraph(manifest: BuildManifest, entries: string[]): FirstVisitFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Build manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) stack.push(imported);
  }
  return { js: [...js].sort(), css: [...css].sort() };
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
  return new Set([...html.matchAll(new RegExp(`<style\\b[^>]*\\s${INLINED_FROM_ATTRIBUTE}="([^"]+)"`, 'gi'))].map((match) => match[1] ?? ''));
}
