import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './paths';

/**
 * The academy server as one JavaScript file, for the servers the end-to-end tests and Lighthouse start.
 * The same source, compiled by esbuild as tsx compiles it, bundled: a server then loads one file
 * instead of resolving and compiling each of the server's modules through tsx's loader, which made a
 * start slower (docs/performance-log.md). Packages stay outside (resolved from `node_modules`, so the
 * file is written inside the checkout).
 *
 * Each source file keeps its own `import.meta.url`: what a module finds beside itself (migrations,
 * locales, the sample clips, the worker threads' entry files, which still load through tsx) is found
 * where it is under `npm start`.
 */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

let built: Promise<string> | null = null;

/** Builds the server bundle once per process and returns its path; it is removed when the process exits. */
export function serverBundle(): Promise<string> {
  built ??= (async () => {
    const outfile = path.join(ROOT, 'node_modules', '.cache', 'academy-e2e', `server-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(ROOT, 'server', 'main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [sourceUrls],
      logLevel: 'warning',
    });
    process.once('exit', () => rmSync(outfile, { force: true }));
    return outfile;
  })();
  return built;
}
