import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenditionName } from '../../../contract/media-library';
import type { StoredRendition } from '../../db/schema/media';
import { POSTER_ARGS, RENDITION_ARGS, runFfmpeg, type FfmpegRun } from './ffmpeg';

export interface TranscodeInput {
  id: string;
  kind: 'video' | 'audio';
  /** Media-storage key of the original. */
  originalKey: string;
  /** Type of the original, by its bytes. */
  mimeType: string;
}

/** Originals every browser plays as they are: one may stand in for a rendition that came out larger. */
const PLAYABLE_ORIGINALS = new Set(['video/mp4', 'audio/mp4', 'audio/x-m4a', 'audio/mpeg']);

export interface TranscodeResult {
  renditions: Partial<Record<RenditionName, StoredRendition>>;
  posterKey: string | null;
  durationSeconds: number | null;
}

export interface TranscodeOptions {
  ffmpeg: string;
  /** DATA_DIR/media. */
  root: string;
  stallMs: number;
  /** The whole job's fraction done, and each rendition's (those planned so far: audio once the input shows sound). */
  onProgress(fraction: number, renditions: Partial<Record<RenditionName, number>>): void;
  /** Called with each ffmpeg run, so the worker can kill it on shutdown. */
  onRun(run: FfmpegRun): void;
}

const FILES: Record<RenditionName, { file: string; mimeType: string }> = {
  low: { file: 'low.mp4', mimeType: 'video/mp4' },
  standard: { file: 'standard.mp4', mimeType: 'video/mp4' },
  audio: { file: 'audio.m4a', mimeType: 'audio/mp4' },
};
const POSTER_FILE = 'poster.jpg';

/** Where a media's renditions live, as a media-storage key prefix. */
export const renditionFolderKey = (id: string) => `renditions/${id}`;

/**
 * Makes every rendition of one media into a scratch folder, then swaps it in whole: a reader never sees
 * half a rendition, and a killed run leaves only scratch that the next attempt removes. Video: low and
 * standard in one decode (80 % of the progress bar), then the audio-only rendition when the input has
 * sound, then the poster. Audio: the audio-only rendition.
 */
export async function transcode(input: TranscodeInput, options: TranscodeOptions): Promise<TranscodeResult> {
  const source = path.join(options.root, input.originalKey);
  const finalKey = renditionFolderKey(input.id);
  const finalDir = path.join(options.root, finalKey);
  const scratch = `${finalDir}.partial`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  const out = (name: string) => path.join(scratch, name);
  // Each rendition's own share done: low and standard come out of one decode, so they move together.
  const perRendition: Partial<Record<RenditionName, number>> = input.kind === 'video' ? { low: 0, standard: 0 } : { audio: 0 };
  const run = async (args: string[], from: number, to: number, making: readonly RenditionName[]) => {
    const ffmpeg = runFfmpeg({
      command: options.ffmpeg,
      args,
      stallMs: options.stallMs,
      onProgress: (fraction) => {
        for (const name of making) perRendition[name] = fraction;
        options.onProgress(from + (to - from) * fraction, { ...perRendition });
      },
    });
    options.onRun(ffmpeg);
    const result = await ffmpeg.done;
    for (const name of making) perRendition[name] = 1;
    return result;
  };
  // One thread each: the server shares its cores with requests (a transcode never starves the API).
  const threads = ['-threads', '1'];
  const made: RenditionName[] = [];
  let durationSeconds: number | null = null;
  let posterKey: string | null = null;
  try {
    if (input.kind === 'video') {
      const result = await run(
        [
          '-i',
          source,
          ...threads,
          ...RENDITION_ARGS.low,
          out(FILES.low.file),
          ...threads,
          ...RENDITION_ARGS.standard,
          out(FILES.standard.file),
        ],
        0,
        0.8,
        ['low', 'standard'],
      );
      durationSeconds = result.durationSeconds;
      made.push('low', 'standard');
      if (result.hasAudio) {
        perRendition.audio = 0;
        options.onProgress(0.8, { ...perRendition });
        await run(['-i', source, ...threads, ...RENDITION_ARGS.audio, out(FILES.audio.file)], 0.8, 0.95, ['audio']);
        made.push('audio');
      }
      const seek = durationSeconds !== null && durationSeconds > 2 ? ['-ss', '1'] : [];
      await run([...seek, '-i', source, ...POSTER_ARGS, out(POSTER_FILE)], 0.95, 1, []);
      posterKey = `${finalKey}/${POSTER_FILE}`;
    } else {
      const result = await run(['-i', source, ...threads, ...RENDITION_ARGS.audio, out(FILES.audio.file)], 0, 1, ['audio']);
      durationSeconds = result.durationSeconds;
      made.push('audio');
    }
    const renditions: TranscodeResult['renditions'] = {};
    const original = await stat(source);
    for (const name of made) {
      const { size } = await stat(out(FILES[name].file));
      // An already light original (a seeded 25 kbit/s clip) is not made heavier: it stands in for the rendition.
      const originalIsLighter =
        PLAYABLE_ORIGINALS.has(input.mimeType) && original.size <= size && (name !== 'audio' || input.kind === 'audio');
      if (originalIsLighter) {
        await rm(out(FILES[name].file));
        renditions[name] = { key: input.originalKey, size: original.size, mimeType: input.mimeType };
      } else {
        renditions[name] = { key: `${finalKey}/${FILES[name].file}`, size, mimeType: FILES[name].mimeType };
      }
    }
    await rm(finalDir, { recursive: true, force: true });
    await rename(scratch, finalDir);
    return { renditions, posterKey, durationSeconds };
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
