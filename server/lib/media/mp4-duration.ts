import type { Readable } from 'node:stream';

/**
 * The playing time of an MP4 (ISO/IEC 14496-12) file, read from its boxes without ffmpeg: the movie
 * header `moov/mvhd`, or when that says nothing, the longest track's media header `moov/trak/mdia/mdhd`.
 * Only box headers are read, through `read`, so a stored video costs a few small reads: for a "fast
 * start" file (the `moov` box first, as the seed clips and most encoders for the web write them) the
 * first few kilobytes; otherwise `mdat` is skipped without being held. No sample is decoded.
 */

/** Random access to the file's bytes: up to `length` bytes from `start` (fewer past the end). */
type ReadBytes = (start: number, length: number) => Promise<Buffer>;

interface Box {
  type: string;
  /** Offset of the box's content (after its header). */
  start: number;
  /** Offset just past the box. */
  end: number;
}

/** A bound on the boxes walked at one level, so a crafted file cannot make the reader loop for long. */
const MAX_BOXES = 256;

async function children(read: ReadBytes, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end && boxes.length < MAX_BOXES) {
    const header = await read(offset, 16);
    if (header.length < 8) break;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      // A 64-bit size follows the type (boxes over 4 GB, or writers that always use it).
      if (header.length < 16 || offset + 16 > end) break;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset; // "to the end of the file"
    }
    if (size < headerSize || offset + size > end) break; // truncated or corrupt: stop rather than misread
    boxes.push({ type, start: offset + headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

async function child(read: ReadBytes, parent: Box, type: string): Promise<Box | undefined> {
  return (await children(read, parent.start, parent.end)).find((box) => box.type === type);
}

/** Seconds of an `mvhd` or `mdhd` box: both start with version, flags, two dates, timescale, duration. */
async function headerSeconds(read: ReadBytes, box: Box): Promise<number> {
  const body = await read(box.start, Math.min(32, box.end - box.start));
  if (body.length < 1) return 0;
  const version = body.readUInt8(0);
  const timescaleAt = version === 1 ? 20 : 12;
  if (timescaleAt + (version === 1 ? 12 : 8) > body.length) return 0;
  const timescale = body.readUInt32BE(timescaleAt);
  const raw = version === 1 ? body.readBigUInt64BE(timescaleAt + 4) : BigInt(body.readUInt32BE(timescaleAt + 4));
  // All ones means "unknown" in both versions.
  if (timescale === 0 || raw === (version === 1 ? 0xffff_ffff_ffff_ffffn : 0xffff_ffffn)) return 0;
  return Number(raw) / timescale;
}

async function durationOf(read: ReadBytes, size: number): Promise<number | null> {
  const moov = (await children(read, 0, size)).find((box) => box.type === 'moov');
  if (!moov) return null;
  const mvhd = await child(read, moov, 'mvhd');
  const movie = mvhd ? await headerSeconds(read, mvhd) : 0;
  if (movie > 0) return movie;
  let longest = 0;
  for (const trak of await children(read, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = await child(read, trak, 'mdia');
    const mdhd = mdia ? await child(read, mdia, 'mdhd') : undefined;
    if (mdhd) longest = Math.max(longest, await headerSeconds(read, mdhd));
  }
  return longest > 0 ? longest : null;
}

/**
 * Duration in seconds (fractional), or null when the file holds no readable movie header: of the bytes
 * in memory, or of a stored file read by ranges (`read(start, end)` with an inclusive end, as
 * `createReadStream` takes it).
 */
export function mp4DurationSeconds(bytes: Buffer): Promise<number | null>;
export function mp4DurationSeconds(read: (start: number, end: number) => Readable, size: number): Promise<number | null>;
export function mp4DurationSeconds(source: Buffer | ((start: number, end: number) => Readable), size?: number): Promise<number | null> {
  if (Buffer.isBuffer(source)) {
    return durationOf(async (start, length) => source.subarray(start, start + length), source.length);
  }
  const total = size ?? 0;
  return durationOf(async (start, length) => {
    if (length <= 0 || start >= total) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of source(start, Math.min(total, start + length) - 1)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }, total);
}
