/**
 * The playing time of an MP4 file, read from its boxes (ISO/IEC 14496-12) so the seed states what the
 * player will show, without ffmpeg: the movie header `moov/mvhd`, or when that says nothing, the longest
 * track's media header `moov/trak/mdia/mdhd`. Only box headers are read; no sample is decoded.
 */

interface Box {
  type: string;
  /** Offset of the box's content (after its header). */
  start: number;
  /** Offset just past the box. */
  end: number;
}

function* children(bytes: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type (boxes over 4 GB, or writers that always use it).
      if (offset + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset; // "to the end of the file"
    }
    if (size < header || offset + size > end) return; // truncated or corrupt: stop rather than misread
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(bytes: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of children(bytes, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** Seconds of an `mvhd` or `mdhd` box: both start with version, flags, two dates, timescale, duration. */
function headerSeconds(bytes: Buffer, box: Box): number {
  const version = bytes.readUInt8(box.start);
  const timescaleAt = box.start + (version === 1 ? 20 : 12);
  if (timescaleAt + (version === 1 ? 12 : 8) > box.end) return 0;
  const timescale = bytes.readUInt32BE(timescaleAt);
  const raw = version === 1 ? bytes.readBigUInt64BE(timescaleAt + 4) : BigInt(bytes.readUInt32BE(timescaleAt + 4));
  // All ones means "unknown" in both versions.
  if (timescale === 0 || raw === (version === 1 ? 0xffff_ffff_ffff_ffffn : 0xffff_ffffn)) return 0;
  const duration = Number(raw);
  return duration / timescale;
}

/** Duration in seconds (fractional), or null when the bytes hold no readable movie header. */
export function mp4DurationSeconds(bytes: Buffer): number | null {
  const moov = [...children(bytes, 0, bytes.length)].find((box) => box.type === 'moov');
  if (!moov) return null;
  const mvhd = child(bytes, moov, 'mvhd');
  const movie = mvhd ? headerSeconds(bytes, mvhd) : 0;
  if (movie > 0) return movie;
  let longest = 0;
  for (const trak of children(bytes, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(bytes, trak, 'mdia');
    const mdhd = mdia ? child(bytes, mdia, 'mdhd') : undefined;
    if (mdhd) longest = Math.max(longest, headerSeconds(bytes, mdhd));
  }
  return longest > 0 ? longest : null;
}
