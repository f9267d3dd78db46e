import type { Readable } from 'node:stream';

/**
 * The length in seconds of an MP4 (ISO BMFF) file, read from its `moov/mvhd` box, or null when the file
 * is not one the reader understands. Only the boxes' headers are walked: for a "fast start" file (the
 * `moov` box first, as the seed clips and most encoders for the web write them) that is the first few
 * kilobytes; otherwise the reader skips `mdat` without holding it.
 */
export async function mp4DurationSeconds(read: (start: number, end: number) => Readable, size: number): Promise<number | null> {
  const bytes = async (start: number, length: number): Promise<Buffer> => {
    if (length <= 0 || start >= size) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of read(start, Math.min(size, start + length) - 1)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  // Top level: find moov.
  let offset = 0;
  let moov: { start: number; end: number } | null = null;
  for (let boxes = 0; offset + 8 <= size && boxes < 64; boxes += 1) {
    const header = await bytes(offset, 16);
    if (header.length < 8) return null;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) boxSize = size - offset;
    if (boxSize < headerSize) return null;
    if (type === 'moov') {
      moov = { start: offset + headerSize, end: Math.min(size, offset + boxSize) };
      break;
    }
    offset += boxSize;
  }
  if (!moov) return null;

  // Inside moov: the mvhd box (bounded read: a movie header is about 120 bytes).
  for (let inner = moov.start, boxes = 0; inner + 8 <= moov.end && boxes < 64; boxes += 1) {
    const header = await bytes(inner, 8);
    if (header.length < 8) return null;
    const boxSize = header.readUInt32BE(0);
    if (header.toString('latin1', 4, 8) === 'mvhd') {
      const body = await bytes(inner + 8, 32);
      const version = body[0];
      const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
      const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
      return timescale > 0 ? duration / timescale : null;
    }
    if (boxSize < 8) return null;
    inner += boxSize;
  }
  return null;
}
