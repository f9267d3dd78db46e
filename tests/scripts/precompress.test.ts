import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory, precompressFile } from '../../scripts/lib/precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = (rows: number) =>
  `export const rows = ${JSON.stringify(Array.from({ length: rows }, (_, i) => ({ id: i, title: `Leçon ${i}` })))};\n`;

describe('precompressing the build (scripts/lib/precompress.ts)', () => {
  it('writes a brotli and a gzip copy of each text file that decompress to it, in every folder', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'academy-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'a.js'), script(300));
    writeFileSync(path.join(dir, 'assets', 'a.css'), `.card{color:red}\n`.repeat(200));
    writeFileSync(path.join(dir, 'sw.js'), script(100));
    const totals = await precompressDirectory(dir);
    expect(totals.files).toBe(3);
    for (const file of ['assets/a.js', 'assets/a.css', 'sw.js']) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    expect(totals.brotliBytes).toBeLessThan(totals.gzipBytes);
    expect(totals.gzipBytes).toBeLessThan(totals.bytes / 4);
  });

  it('leaves alone small files, pictures and the build’s own metadata', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'academy-precompress-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), script(300));
    writeFileSync(path.join(dir, 'small.js'), 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096));
    const totals = await precompressDirectory(dir);
    expect(totals.files).toBe(0);
    for (const file of ['.vite/manifest.json', 'small.js', 'icon.png']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('makes a changed file’s copies again, and drops a copy that would not be smaller', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'academy-precompress-'));
    const worker = path.join(dir, 'sw.js');
    writeFileSync(worker, script(100));
    await precompressFile(worker);
    // A release: the file changes, and the server must send the new one, not the old copy.
    writeFileSync(worker, `${script(120)}// release 2\n`);
    await precompressFile(worker);
    expect(brotliDecompressSync(readFileSync(`${worker}.br`)).toString()).toContain('release 2');
    expect(gunzipSync(readFileSync(`${worker}.gz`)).toString()).toContain('release 2');
    // Random bytes do not compress: a stale copy of them is removed rather than left to be sent.
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) % 251));
    writeFileSync(`${worker}.br`, 'stale');
    writeFileSync(worker, noise.toString('latin1'));
    const result = await precompressFile(worker);
    if (existsSync(`${worker}.br`)) expect(brotliDecompressSync(readFileSync(`${worker}.br`)).equals(readFileSync(worker))).toBe(true);
    else expect(result?.brotliBytes).toBe(result?.bytes);
  });
});
