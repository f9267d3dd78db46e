/**
 * Course packs (contract/course-pack.ts) in Node's WebCrypto, which is the same Ed25519 and SHA-256 API
 * Chromium runs: the cost of the signature check alone, and the time to build and to read back (verify
 * every file) packs of a few sizes, with the tar's overhead over the files it carries. Prints numbers,
 * asserts nothing; on a shared machine they include its load.
 *
 *   npm run bench:course-pack
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { packClaimOf } from '../contract/course-pack';
import type { OfflineFile, OfflineManifest } from '../contract/study';
import { keyIdOf, signPackClaim } from '../server/lib/certificates/certificate-signing';
import { buildPack, readPack } from '../src/data/packs/course-pack';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const key = {
  key_id: keyIdOf(publicKey),
  public_key: publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64url'),
};

function manifestOf(sizes: number[]): { manifest: OfflineManifest; blobs: Map<string, Blob> } {
  const blobs = new Map<string, Blob>();
  const files: OfflineFile[] = sizes.map((size, index) => {
    const data = new Uint8Array(size);
    for (let at = 0; at < size; at += 4096) data[at] = (at / 4096 + index) & 0xff;
    const url = `/api/media/attachments/0190${String(index).padStart(4, '0')}-0000-7000-8000-000000000000`;
    blobs.set(url, new Blob([data]));
    return { url, size, sha256: createHash('sha256').update(data).digest('hex'), kind: 'attachment', lesson_id: null };
  });
  const manifest: OfflineManifest = {
    formation_id: 'f',
    version: 'v',
    generated_at: new Date().toISOString(),
    expires_at: new Date().toISOString(),
    files,
    lessons: [],
    attachments: [],
  };
  return { manifest: { ...manifest, pack: signPackClaim(privateKey, packClaimOf(manifest, 'bench')) }, blobs };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

// The signature check alone: import the key and verify the claim (as readPack does), many times.
{
  const { manifest } = manifestOf([1000]);
  const claim = Buffer.from(manifest.pack?.claim ?? '', 'base64url');
  const signed = Buffer.concat([Buffer.from('agri-academy course pack v1\n'), claim]);
  const signature = Buffer.from(manifest.pack?.signature ?? '', 'base64url');
  const runs = 500;
  const [, ms] = await timed(async () => {
    for (let run = 0; run < runs; run += 1) {
      const cryptoKey = await crypto.subtle.importKey('raw', Buffer.from(key.public_key, 'base64url'), { name: 'Ed25519' }, false, [
        'verify',
      ]);
      if (!(await crypto.subtle.verify({ name: 'Ed25519' }, cryptoKey, signature, signed))) throw new Error('signature');
    }
  });
  console.log(
    `signature check: ${(ms / runs).toFixed(3)} ms each (key import + Ed25519 verify of a ${claim.length}-byte claim, ${runs} runs)`,
  );
}

for (const sizes of [
  [2_000_000, 300_000, 40_000],
  [12_000_000, 9_000_000, 6_000_000, 700_000, 30_000],
  Array.from({ length: 8 }, () => 8_000_000),
]) {
  const { manifest, blobs } = manifestOf(sizes);
  const carried = sizes.reduce((sum, size) => sum + size, 0);
  const [pack, buildMs] = await timed(() => buildPack(manifest, 'standard', async (file) => blobs.get(file.url) ?? null));
  // Reading the bytes once, as sharing does when the file is handed over.
  const bytes = new Uint8Array(await pack.arrayBuffer());
  const [read, readMs] = await timed(() => readPack(new Blob([bytes]), key));
  console.log(
    `pack of ${sizes.length} files, ${(carried / 1e6).toFixed(1)} MB: file ${pack.size} bytes (+${pack.size - carried} bytes, ` +
      `${(((pack.size - carried) / carried) * 100).toFixed(3)} %), built in ${buildMs.toFixed(1)} ms, checked in ${readMs.toFixed(1)} ms ` +
      `(${(carried / 1e6 / (readMs / 1000)).toFixed(0)} MB/s), ${read.files.length} files`,
  );
}
