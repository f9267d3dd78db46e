import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTimeLimitMs, runFfmpeg, withoutPaths } from '../../../server/lib/media/ffmpeg';

/**
 * An ffmpeg run ends after a time limit proportional to the clip's length, and the
 * errors staff see name no server path. A fake ffmpeg (a Node script) announces a 1-second input and
 * then keeps reporting progress for ever, as a pathological 4K60 decode does.
 */
let dir: string;
let fake: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'academy-fake-ffmpeg-'));
  fake = path.join(dir, 'ffmpeg');
  writeFileSync(
    fake,
    `#!${process.execPath}\nprocess.stderr.write('Input #0, mov,mp4, from x:\\n  Duration: 00:00:01.00, start: 0.000000\\n');\nlet us = 0;\nsetInterval(() => { us += 1; process.stdout.write('out_time_us=' + us + '\\nprogress=continue\\n'); }, 50);\n`,
  );
  chmodSync(fake, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ffmpeg time limit', () => {
  it('kills a run that keeps reporting progress past a limit proportional to the clip length', async () => {
    const asked: Array<number | null> = [];
    const started = Date.now();
    const run = runFfmpeg({
      command: fake,
      args: [],
      stallMs: 30_000,
      timeLimitMs: (duration) => {
        asked.push(duration);
        return duration === null ? 20_000 : 300 + duration * 200;
      },
    });
    await expect(run.done).rejects.toThrow(/exceeded its time limit \(1 s for an input of 1 s\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(asked).toEqual([null, 1]);
  });

  it('the default limit grows with the length: minutes for a short clip, hours for a long lesson', () => {
    expect(defaultTimeLimitMs(2)).toBe(160_000);
    expect(defaultTimeLimitMs(1200)).toBe(120_000 + 1200 * 20_000);
    expect(defaultTimeLimitMs(null)).toBe(120_000 + 3_600_000);
  });
});

describe('staff-visible media errors', () => {
  it('name no server path', () => {
    expect(withoutPaths('ffmpeg exited with 1: /srv/academy/data/media/videos/0190-abc.mp4: Invalid data found | bitrate 12 kb/s')).toBe(
      'ffmpeg exited with 1: 0190-abc.mp4: Invalid data found | bitrate 12 kb/s',
    );
    expect(withoutPaths("ENOENT: no such file or directory, stat '/tmp/academy/media/renditions/x.partial/low.mp4'")).toBe(
      "ENOENT: no such file or directory, stat 'low.mp4'",
    );
    expect(withoutPaths('C:\\data\\media\\a.mp4 failed')).toBe('a.mp4 failed');
  });
});
