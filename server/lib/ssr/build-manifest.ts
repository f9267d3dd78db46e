import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The client build's `.vite/manifest.json`, which the server reads itself (the first screen's strings
 * to preload, a rendered page's stylesheets) and the budget script measures (scripts/check-budget.ts).
 */

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

export interface ManifestFiles {
  js: string[];
  css: string[];
}

/**
 * A `<link rel="modulepreload">` of a built file, or '' for a name that is not a plain path: the manifest
 * is the build's, but its names go into HTML unescaped, so only what cannot break out of an attribute does.
 */
export function modulePreloadTag(file: string | undefined): string {
  return file !== undefined && /^[\w./-]+$/.test(file) ? `<link rel="modulepreload" crossorigin href="/${file}">` : '';
}

/** The manifest beside the build in `staticDir`, or an empty one (a build without it). */
export function readBuildManifest(staticDir: string): BuildManifest {
  const manifestPath = path.join(staticDir, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
}

/** Walks the static imports from the entries; each chunk's CSS comes along with it. */
export function staticGraph(manifest: BuildManifest, entries: string[]): ManifestFiles {
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
