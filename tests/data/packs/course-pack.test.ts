import { describe, expect, it } from 'vitest';
import { packFileName, PACK_SIGNATURE_CONTEXT } from '../../../contract/course-pack';
import { buildPack, PackError, planPack, readPack, type AcademyKey } from '../../../src/data/packs/course-pack';
import { readTar, writeTar } from '../../../src/data/packs/tar';
import { academy, ATTACHMENT, bytes, LESSON, manifest, media, must, onDevice, ours, sha, signedManifest } from './pack-fixture';

/**
 * Course packs end to end in memory: the server's signing code signs a manifest's claim, the app builds the
 * pack from the files "on the device" and reads it back against the academy's public key (WebCrypto
 * Ed25519, as Chromium runs it). Every way a pack can be wrong is refused with its reason.
 */

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    for (let index = 0; index < needle.length; index += 1) if (haystack[start + index] !== needle[index]) continue outer;
    return start;
  }
  return -1;
}

async function refusal(archive: Blob, key: AcademyKey = ours.key): Promise<string> {
  try {
    await readPack(archive, key);
  } catch (error) {
    if (error instanceof PackError) return error.code;
    throw error;
  }
  return 'accepted';
}

/** The pack's tar entries, changed by `edit`, written back as a pack. */
async function rewrite(pack: Blob, edit: (entries: { name: string; data: Blob }[]) => { name: string; data: Blob }[]): Promise<Blob> {
  return writeTar(edit(await readTar(pack)), pack.type);
}

describe('course packs', () => {
  it('round trip: the low-data pack carries its files and nothing personal, and reads back verified', async () => {
    const signed = signedManifest();
    const progress: number[] = [];
    const pack = await buildPack(signed, 'low', onDevice, (done) => progress.push(done));
    expect(pack.size).toBe(must(planPack(signed, 'low')).size);
    expect(progress.at(-1)).toBe(1500 + 700 + 300);

    const names = (await readTar(pack)).map((entry) => entry.name);
    expect(names).toEqual([
      'pack.json',
      'manifest.json',
      ...[1500, 700, 300].map((_size, index) => `files/${[sha(bytes(1500, 1)), sha(bytes(700, 3)), sha(bytes(300, 4))][index]}`),
    ]);
    // The standard rendition is not carried, and no signed URL of the sharer travels.
    expect(await pack.text()).not.toContain('sig=');

    const read = await readPack(pack, ours.key);
    expect(read.rendition).toBe('low');
    expect(read.bytes).toBe(2500);
    expect(read.files.map(({ file }) => file.url)).toEqual([
      `/api/media/lessons/${LESSON}/renditions/low`,
      `/api/media/attachments/${ATTACHMENT}`,
      '/media/thumbnails/bees-480.webp',
    ]);
    for (const { file, blob } of read.files) expect(new Uint8Array(await blob.arrayBuffer())).toEqual(media[file.url]);
    expect(must(must(read.manifest.lessons[0]).renditions).map((rendition) => rendition.url)).toEqual([
      `/api/media/lessons/${LESSON}/renditions/low`,
      `/api/media/lessons/${LESSON}/video`,
    ]);
    expect(must(read.manifest.lessons[0]).views).toBe(0);
    expect(must(read.manifest.attachments[0]).url).toBe(`/api/media/attachments/${ATTACHMENT}`);
    expect(read.claim.slug).toBe('bee keeping/101');
    expect(packFileName(read.claim.slug)).toBe('bee-keeping-101.agripack');
  });

  it('a flipped byte in a file is refused as tampered', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    const raw = new Uint8Array(await pack.arrayBuffer());
    const at = indexOf(raw, bytes(700, 3).subarray(0, 32)) + 100;
    expect(at).toBeGreaterThan(100);
    const flipped = raw.slice();
    flipped[at] = (flipped[at] ?? 0) ^ 0x01;
    expect(await refusal(new Blob([flipped]))).toBe('tampered');
  });

  it('a flipped byte in the signed manifest is refused as a bad signature', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    const changed = await rewrite(pack, (entries) =>
      entries.map((entry) =>
        entry.name === 'manifest.json' ? { ...entry, data: new Blob([entry.data.slice(0, 20), 'X', entry.data.slice(21)]) } : entry,
      ),
    );
    expect(await refusal(changed)).toBe('bad_signature');
  });

  it('a missing file is refused', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    expect(await refusal(await rewrite(pack, (entries) => entries.filter((entry) => !entry.name.endsWith(sha(bytes(700, 3))))))).toBe(
      'missing_file',
    );
  });

  it('a file the claim does not list is refused', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    expect(await refusal(await rewrite(pack, (entries) => [...entries, { name: 'files/extra', data: new Blob(['x']) }]))).toBe('tampered');
  });

  it('a file swapped for another of the same size is refused', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    const target = `files/${sha(bytes(700, 3))}`;
    const swapped = await rewrite(pack, (entries) =>
      entries.map((entry) => (entry.name === target ? { ...entry, data: new Blob([bytes(700, 9)]) } : entry)),
    );
    expect(await refusal(swapped)).toBe('tampered');
  });

  it('a pack signed by another academy, or claiming our key id with another key, is refused', async () => {
    const other = academy();
    const foreign = await buildPack(signedManifest(other.privateKey), 'low', onDevice);
    expect(await refusal(foreign)).toBe('other_academy');
    // The same pack checked with the right id but the wrong key: the signature fails.
    expect(await refusal(foreign, { key_id: other.key.key_id, public_key: ours.key.public_key })).toBe('bad_signature');
  });

  it('a truncated archive is refused, wherever it is cut', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    for (const cut of [pack.size - 1, pack.size - 1024, pack.size - 1600, 2000, 700, 100]) {
      expect([cut, await refusal(pack.slice(0, cut))]).toEqual([cut, 'truncated']);
    }
  });

  it('a file that is not a pack is refused as such', async () => {
    expect(await refusal(new Blob(['%PDF-1.4 not a tar at all'.padEnd(2048, ' ')]))).toBe('not_a_pack');
    expect(await refusal(new Blob([]))).toBe('not_a_pack');
    expect(await refusal(writeTar([{ name: 'readme.txt', data: new Blob(['hi']) }], ''))).toBe('not_a_pack');
  });

  it('the signature is made over the context line, so a bare claim signature does not verify', async () => {
    const signed = signedManifest();
    expect(PACK_SIGNATURE_CONTEXT.endsWith('\n')).toBe(true);
    const { sign } = await import('node:crypto');
    const bare = sign(null, Buffer.from(must(signed.pack).claim, 'base64url'), ours.privateKey).toString('base64url');
    const pack = await buildPack({ ...signed, pack: { ...must(signed.pack), signature: bare } }, 'low', onDevice);
    expect(await refusal(pack)).toBe('bad_signature');
  });

  it('a pack cannot be built while a file is missing from the device', async () => {
    await expect(
      buildPack(signedManifest(), 'low', async (file) => (file.kind === 'attachment' ? null : onDevice(file))),
    ).rejects.toMatchObject({ code: 'missing_file' });
    await expect(buildPack(manifest(), 'low', onDevice)).rejects.toMatchObject({ code: 'unsupported' });
  });
});
