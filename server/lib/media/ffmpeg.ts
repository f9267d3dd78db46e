import { spawn } from 'node:child_process';

/**
 * ffmpeg driven directly with `child_process.spawn` (fluent-ffmpeg is archived): `-progress pipe:1` gives
 * `out_time_us=` lines on stdout, the input's duration comes from the banner on stderr, and a run that
 * prints no progress for `stallMs` is killed.
 */

/** Whether `command` runs as ffmpeg; checked once per server (the worker caches the answer). */
export function ffmpegAvailable(command: string | null): Promise<boolean> {
  if (!command) return Promise.resolve(false);
  return new Promise((resolve) => {
    const child = spawn(command, ['-hide_banner', '-version'], { stdio: ['ignore', 'ignore', 'ignore'] });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

export interface FfmpegRun {
  /** Resolves when ffmpeg exits 0; rejects with the tail of its stderr otherwise, or when killed. */
  done: Promise<FfmpegResult>;
  kill(reason: string): void;
}

export interface FfmpegResult {
  durationSeconds: number | null;
  /** The input has an audio stream (from the banner). */
  hasAudio: boolean;
}

export interface FfmpegOptions {
  command: string;
  args: string[];
  /** Fraction 0..1 of the input done, when the duration is known. */
  onProgress?: (fraction: number) => void;
  /** No progress line for this long: the run is killed as stalled. */
  stallMs: number;
  /** The longest the run may take, given the input's length in seconds (null until the banner says it). */
  timeLimitMs?: (durationSeconds: number | null) => number;
}

/**
 * A run's time limit, proportional to the clip's length (README, "Limits"): two minutes, plus twenty
 * seconds of work per second of input — about 7 hours for a 20-minute lesson, far above what a
 * one-thread 360p encode needs, and 2 min 40 s for the 2-second 4K60 clip that once held a core for 393 s.
 * Until the length is known (and for an input whose banner never tells it), the two minutes plus an hour.
 */
export function defaultTimeLimitMs(durationSeconds: number | null): number {
  const base = 2 * 60_000;
  return durationSeconds === null ? base + 60 * 60_000 : base + Math.ceil(durationSeconds * 20_000);
}

/**
 * A message staff may see: every absolute file path (the server's folders) cut to its last part.
 * `ffmpeg exited with 1: /srv/academy/data/media/videos/abc.mp4: Invalid data` → `… abc.mp4: Invalid data`.
 */
export function withoutPaths(message: string): string {
  return message.replace(/(?:[A-Za-z]:)?(?:[\\/][^\s'"\\/:|,;]+){2,}[\\/]?/g, (found) => {
    const parts = found.split(/[\\/]/).filter(Boolean);
    return parts.at(-1) ?? '';
  });
}

const STDERR_KEPT = 4000;

/** `Duration: 00:01:02.50` of ffmpeg's banner, in seconds. */
export function parseDuration(banner: string): number | null {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(banner);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export function runFfmpeg(options: FfmpegOptions): FfmpegRun {
  // Progress every quarter second (the default is half): a short clip's few seconds of work still show steps.
  const args = ['-hide_banner', '-nostdin', '-y', '-nostats', '-stats_period', '0.25', '-progress', 'pipe:1', ...options.args];
  const child = spawn(options.command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  // The head of stderr names the input's streams; the tail says why a run failed.
  let banner = '';
  let duration: number | null = null;
  let killedFor: string | null = null;
  let stallTimer: NodeJS.Timeout | undefined;
  const started = Date.now();
  const limitFor = options.timeLimitMs ?? defaultTimeLimitMs;
  let limitTimer: NodeJS.Timeout | undefined;
  const armLimit = (durationSeconds: number | null) => {
    clearTimeout(limitTimer);
    const limit = limitFor(durationSeconds);
    const why = durationSeconds === null ? 'before the input length was known' : `for an input of ${Math.round(durationSeconds)} s`;
    limitTimer = setTimeout(
      () => kill(`ffmpeg exceeded its time limit (${Math.round(limit / 1000)} s ${why})`),
      Math.max(0, limit - (Date.now() - started)),
    );
  };
  armLimit(null);

  const kill = (reason: string) => {
    if (killedFor || child.exitCode !== null) return;
    killedFor = reason;
    child.kill('SIGKILL');
  };
  const armStall = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => kill(`ffmpeg stalled: no progress for ${options.stallMs} ms`), options.stallMs);
  };
  armStall();

  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (banner.length < STDERR_KEPT * 4) banner += chunk;
    stderr = (stderr + chunk).slice(-STDERR_KEPT * 4);
    if (duration === null) {
      duration = parseDuration(stderr);
      // The length is known: the limit becomes proportional to it.
      if (duration !== null) armLimit(duration);
    }
  });
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=');
      if (key === 'progress') armStall();
      if (key === 'out_time_us' && value && /^\d+$/.test(value) && duration) {
        options.onProgress?.(Math.min(1, Number(value) / 1e6 / duration));
      }
    }
  });

  const done = new Promise<FfmpegResult>((resolve, reject) => {
    child.on('error', (error) => {
      clearTimeout(stallTimer);
      clearTimeout(limitTimer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(stallTimer);
      clearTimeout(limitTimer);
      if (code === 0 && !killedFor) resolve({ durationSeconds: duration, hasAudio: /Stream #0:\d+.*: Audio:/.test(banner) });
      else
        reject(
          new Error(killedFor ?? `ffmpeg exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ').slice(-STDERR_KEPT)}`),
        );
    });
  });
  return { done, kill };
}

/** Arguments of the renditions, one decode feeding every output. */
export const RENDITION_ARGS = {
  /** 240p H.264 main near 250 kbit/s, AAC mono 32 kbit/s, moov first: about 19 MB per ten minutes. */
  low: [
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    "scale=-2:'min(240,ih)'",
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryfast',
    '-b:v',
    '250k',
    '-maxrate',
    '300k',
    '-bufsize',
    '500k',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-ac',
    '1',
    '-b:a',
    '32k',
    '-movflags',
    '+faststart',
  ],
  /** 360p near 450 kbit/s, AAC mono 48 kbit/s. */
  standard: [
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    "scale=-2:'min(360,ih)'",
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryfast',
    '-b:v',
    '450k',
    '-maxrate',
    '550k',
    '-bufsize',
    '900k',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-ac',
    '1',
    '-b:a',
    '48k',
    '-movflags',
    '+faststart',
  ],
  /** AAC mono near 32 kbit/s: about 2.4 MB per ten minutes. */
  audio: ['-map', '0:a:0', '-vn', '-c:a', 'aac', '-ac', '1', '-b:a', '32k', '-movflags', '+faststart'],
} as const;

/** One frame a second in (or the first), 360 px high, as the poster. */
export const POSTER_ARGS = ['-frames:v', '1', '-vf', "scale=-2:'min(360,ih)'", '-q:v', '4'] as const;
