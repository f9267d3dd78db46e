import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from '../../../server/lib/media/mp4-duration';

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An `mvhd`/`mdhd` body: version, flags, dates, timescale, duration (the rest of the box is not read). */
function header(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 32 : 20);
  body.writeUInt8(version, 0);
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return body;
}

const track = (timescale: number, duration: number) => box('trak', box('mdia', box('mdhd', header(0, timescale, duration))));

describe('mp4DurationSeconds', () => {
  it('reads the movie header after other top-level boxes (version 0 and 1)', async () => {
    const file = (version: 0 | 1) =>
      Buffer.concat([
        box('ftyp', Buffer.from('isom')),
        box('mdat', Buffer.alloc(64)),
        box('moov', box('mvhd', header(version, 1000, 24_000))),
      ]);
    expect(await mp4DurationSeconds(file(0))).toBe(24);
    expect(await mp4DurationSeconds(file(1))).toBe(24);
  });

  it('falls back to the longest track when the movie header gives no duration', async () => {
    const file = box('moov', box('mvhd', header(0, 1000, 0)), track(10_240, 245_760), track(22_050, 530_224));
    expect(await mp4DurationSeconds(file)).toBeCloseTo(24.046, 3);
  });

  it('answers null for bytes that are not a readable MP4, without throwing', async () => {
    expect(await mp4DurationSeconds(Buffer.from('not a video at all'))).toBeNull();
    expect(await mp4DurationSeconds(box('moov', box('mvhd', header(0, 1000, 24_000))).subarray(0, 20))).toBeNull();
  });

  it('reads a stored file by ranges: the same answers, and the media data is never read', async () => {
    const media = Buffer.alloc(1 << 20);
    const file = Buffer.concat([
      box('ftyp', Buffer.from('isom')),
      box('mdat', media),
      box('moov', box('mvhd', header(0, 1000, 0)), track(22_050, 530_224)),
    ]);
    let bytesRead = 0;
    const read = (start: number, end: number) => {
      const slice = file.subarray(start, end + 1);
      bytesRead += slice.length;
      return Readable.from([slice]);
    };
    expect(await mp4DurationSeconds(read, file.length)).toBeCloseTo(24.046, 3);
    expect(await mp4DurationSeconds(file)).toBeCloseTo(24.046, 3);
    // Box headers and the two movie headers only: a few hundred bytes of a file over a megabyte.
    expect(bytesRead).toBeLessThan(1024);
    expect(await mp4DurationSeconds(read, 20)).toBeNull();
  });
});
