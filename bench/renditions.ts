/**
 * Low-data renditions, measured: a 60 s 720p clip with camera-like grain and sound is made by
 * ffmpeg (as a phone would record it), then transcoded by the server's own transcoder (server/lib/media/transcode.ts,
 * one thread per ffmpeg as in the server). The seeded clip-a goes through the same code (its
 * original is lighter than any rendition, so it stands in for them). Prints JSON:
 * sizes of the original and of each rendition, minutes of study per 100 MB at each, and transcoding
 * seconds per minute of video on this machine. Never passes or fails on time.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegAvailable } from '../server/lib/media/ffmpeg';
import { MEDIA_STALL_MS } from '../server/lib/media/media-jobs';
import { transcode } from '../server/lib/media/transcode';

const SECONDS = 60;
const MB = 1_000_000;

if (!(await ffmpegAvailable('ffmpeg'))) {
  console.error('ffmpeg is not installed: apt-get install ffmpeg');
  process.exit(1);
}

const root = await mkdtemp(path.join(tmpdir(), 'academy-renditions-'));
await mkdir(path.join(root, 'videos'), { recursive: true });

function makeClip(target: string) {
  const made = spawnSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=duration=${SECONDS}:size=1280x720:rate=30`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${SECONDS}`,
    // Grain that changes every frame, as a phone camera's sensor noise does: an encoder cannot skip it.
    '-vf',
    'noise=alls=4:allf=t',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '26',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-shortest',
    target,
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
}

async function measure(id: string, source: string) {
  const originalKey = `videos/${id}.mp4`;
  await copyFile(source, path.join(root, originalKey));
  const started = process.hrtime.bigint();
  const result = await transcode(
    { id, kind: 'video', originalKey, mimeType: 'video/mp4' },
    { ffmpeg: 'ffmpeg', root, stallMs: MEDIA_STALL_MS, onProgress: () => undefined, onRun: () => undefined },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const minutes = (result.durationSeconds ?? SECONDS) / 60;
  const original = (await stat(path.join(root, originalKey))).size;
  const sizes = {
    original,
    low: result.renditions.low?.size ?? null,
    standard: result.renditions.standard?.size ?? null,
    audio: result.renditions.audio?.size ?? null,
  };
  const perHundredMb = Object.fromEntries(
    Object.entries(sizes).map(([name, size]) => [name, size ? Math.round(((100 * MB) / size) * minutes) : null]),
  );
  return {
    duration_seconds: result.durationSeconds,
    bytes: sizes,
    megabytes: Object.fromEntries(
      Object.entries(sizes).map(([name, size]) => [name, size === null ? null : Number((size / MB).toFixed(2))]),
    ),
    kbit_per_second: Object.fromEntries(
      Object.entries(sizes).map(([name, size]) => [name, size === null ? null : Math.round((size * 8) / 1000 / (minutes * 60))]),
    ),
    minutes_of_study_per_100_mb: perHundredMb,
    transcoding_seconds: Number(seconds.toFixed(1)),
    transcoding_seconds_per_minute_of_video: Number((seconds / minutes).toFixed(1)),
  };
}

try {
  const generated = path.join(root, 'generated.mp4');
  makeClip(generated);
  const clip = await measure('generated', generated);
  const seeded = await measure('clip-a', path.join(import.meta.dirname, '..', 'server', 'seed', 'media', 'clip-a.mp4'));
  console.log(
    JSON.stringify(
      { machine_cores: (await import('node:os')).availableParallelism(), generated_720p_60s: clip, seeded_clip_a: seeded },
      null,
      2,
    ),
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
