/**
 * The smallest tar (POSIX ustar) a course pack needs: regular files, names under 100 bytes, no compression
 * (videos and pictures are compressed already). Written as a Blob of parts, so building a pack of several
 * hundred megabytes copies nothing in memory: the browser stitches the parts when the file is read or
 * shared. Read by slicing the Blob, so importing reads one header at a time and hashes one file at a time.
 * Any tool that reads tar (`tar -tvf x.agripack`) lists a pack.
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Blob;
}

export class TarError extends Error {
  constructor(readonly reason: 'truncated' | 'malformed') {
    super(`tar: ${reason}`);
  }
}

function writeString(block: Uint8Array, offset: number, length: number, text: string): void {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > length) throw new Error(`tar field too long: ${text}`);
  block.set(bytes, offset);
}

function writeOctal(block: Uint8Array, offset: number, length: number, value: number): void {
  // Digits then a NUL, as GNU and BSD tar write them.
  writeString(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function header(name: string, size: number, mtimeSeconds: number): Uint8Array<ArrayBuffer> {
  const block = new Uint8Array(BLOCK);
  writeString(block, 0, 100, name);
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, mtimeSeconds);
  block[156] = '0'.charCodeAt(0);
  writeString(block, 257, 6, 'ustar\0');
  writeString(block, 263, 2, '00');
  // The checksum is summed with its own field read as spaces.
  block.fill(0x20, 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  writeString(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** Bytes of the archive `writeTar` makes from entries of these sizes (shown before a pack is built). */
export function tarSize(sizes: readonly number[]): number {
  return sizes.reduce((total, size) => total + BLOCK + Math.ceil(size / BLOCK) * BLOCK, 0) + 2 * BLOCK;
}

export function writeTar(entries: readonly TarEntry[], type: string, mtime: Date = new Date()): Blob {
  const seconds = Math.floor(mtime.getTime() / 1000);
  const parts: BlobPart[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.size, seconds), entry.data);
    const padding = (BLOCK - (entry.data.size % BLOCK)) % BLOCK;
    if (padding > 0) parts.push(new Uint8Array(padding));
  }
  parts.push(new Uint8Array(2 * BLOCK));
  return new Blob(parts, { type });
}

function readString(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

function readOctal(block: Uint8Array, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError('malformed');
  return parseInt(text, 8);
}

/**
 * The entries of a tar Blob, each a lazy slice. An archive cut short (a file ends past the end, or the
 * end-of-archive blocks are missing) is `truncated`; a header whose checksum fails is `malformed`.
 */
export async function readTar(archive: Blob): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > archive.size) throw new TarError('truncated');
    const block = new Uint8Array(await archive.slice(offset, offset + BLOCK).arrayBuffer());
    if (block.every((byte) => byte === 0)) {
      if (offset + 2 * BLOCK > archive.size) throw new TarError('truncated');
      return entries;
    }
    const stored = readOctal(block, 148, 8);
    const copy = block.slice();
    copy.fill(0x20, 148, 156);
    if (copy.reduce((total, byte) => total + byte, 0) !== stored) throw new TarError('malformed');
    const name = readString(block, 0, 100);
    const size = readOctal(block, 124, 12);
    const type = String.fromCharCode(block[156] ?? 0);
    const start = offset + BLOCK;
    if (start + size > archive.size) throw new TarError('truncated');
    // Only regular files belong in a pack; anything else (links, folders) is not one of ours.
    if (type !== '0' && type !== '\0') throw new TarError('malformed');
    entries.push({ name, data: archive.slice(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}
