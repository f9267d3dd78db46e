import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegAvailable, parseDuration, runFfmpeg } from '../../../server/lib/media/ffmpeg';

let dir: string;
beforeAll(async () => {
  // Stated plainly rather than skipped: these tests need Debian's ffmpeg, which CI (.ci/run) always installs.
  if (!(await ffmpegAvailable('ffmpeg')))
    throw new Error('ffmpeg is not installed: apt-get install ffmpeg (CI installs it) to run the transcoding tests');
  dir = mkdtempSync(path.join(tmpdir(), 'academy-ffmpeg-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('driving ffmpeg', () => {
  it('finds no ffmpeg when told off or given a missing binary', async () => {
    expect(await ffmpegAvailable(null)).toBe(false);
    expect(await ffmpegAvailable(path.join(dir, 'no-such-ffmpeg'))).toBe(false);
  });

  it('reads the duration from the banner and reports progress up to the end', async () => {
    expect(parseDuration('  Duration: 00:01:02.50, start: 0.000000')).toBe(62.5);
    const fractions: number[] = [];
    const source = path.join(dir, 'source.mp4');
    expect(
      spawnSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=3:size=160x90:rate=10',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        source,
      ]).status,
    ).toBe(0);
    const run = runFfmpeg({
      command: 'ffmpeg',
      args: ['-i', source, '-c:v', 'libx264', '-preset', 'ultrafast', path.join(dir, 'out.mp4')],
      stallMs: 30_000,
      onProgress: (fraction) => fractions.push(fraction),
    });
    const result = await run.done;
    expect(result.durationSeconds).toBeCloseTo(3, 1);
    expect(result.hasAudio).toBe(false);
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBeCloseTo(1, 1);
  });

  it('kills a run that stops reporting progress', async () => {
    // A FIFO nobody writes to: ffmpeg waits on its input forever, printing nothing.
    const fifo = path.join(dir, 'silent.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const run = runFfmpeg({ command: 'ffmpeg', args: ['-i', fifo, path.join(dir, 'never.mp4')], stallMs: 500 });
    await expect(run.done).rejects.toThrow(/stalled/);
  });
});
