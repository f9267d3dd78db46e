import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; pictures and fonts already are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the answer fits in one packet either way (the server's own threshold, server/app.ts). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Build metadata (.vite/manifest.json) is read by the server and never sent.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (COMPRESSIBLE.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside `file`, each when smaller
 * than it, and removes a copy that is not; null for a file too small to bother. Anything that changes a
 * built file must call this again: the server sends the copies, never checking them against the file.
 */
export async function precompressFile(file: string): Promise<Omit<PrecompressTotals, 'files'> | null> {
  if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return null;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (copy: Buffer, suffix: string) => {
    if (copy.length < content.length) {
      await writeFile(`${file}${suffix}`, copy);
      return copy.length;
    }
    await rm(`${file}${suffix}`, { force: true });
    return content.length;
  };
  return { bytes: content.length, brotliBytes: await keep(br, '.br'), gzipBytes: await keep(gz, '.gz') };
}

/**
 * Precompresses each text file of `dir` (`precompressFile`). The server sends the copies as they are
 * (server/plugins/web-app.ts, `preCompressed`) instead of compressing each answer at the fast settings
 * answers made per request need: the first visit's scripts are ~13% smaller (brotli 4 → 11), and so is
 * the service worker's precache, which a learner downloads once, over the link they pay for.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const results = await Promise.all((await filesUnder(dir)).map((file) => precompressFile(file)));
  for (const result of results) {
    if (!result) continue;
    totals.files += 1;
    totals.bytes += result.bytes;
    totals.brotliBytes += result.brotliBytes;
    totals.gzipBytes += result.gzipBytes;
  }
  return totals;
}

/** Precompresses the build once everything is written, the service worker included (it runs last). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const totals = await precompressDirectory(path.resolve(config.root, config.build.outDir));
        const kb = (bytes: number) => (bytes / 1024).toFixed(1);
        config.logger.info(
          `precompressed ${totals.files} files: ${kb(totals.bytes)} KB → brotli ${kb(totals.brotliBytes)} KB, gzip ${kb(totals.gzipBytes)} KB`,
        );
      },
    },
  };
}
