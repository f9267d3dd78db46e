import type { RenditionName } from '../../../contract/media-library';
import { lessonRendition, mediaFileKey, type StudyLesson, type StudyRendition } from '../../../contract/study';

export interface Playback {
  rendition: StudyRendition;
  /** The file is in the offline pack, so the service worker answers it from the cache. */
  downloaded: boolean;
}

/** Every rendition of a lesson, the one `video` of an older manifest counting as `standard`. */
export function renditionsOf(content: StudyLesson): StudyRendition[] {
  if (content.renditions && content.renditions.length > 0) return content.renditions;
  return content.video ? [{ name: 'standard', ...content.video }] : [];
}

/**
 * What the study view plays: the learner's choice (or the nearest the lesson has), from the pack when it is
 * there; offline, whichever rendition the pack holds, so a pack downloaded in "low data" still plays after
 * the learner switched to "standard".
 */
export function choosePlayback(
  content: StudyLesson | null,
  choice: RenditionName,
  offlineKeys: ReadonlySet<string>,
  online: boolean,
): Playback | null {
  if (!content) return null;
  const chosen = lessonRendition(content, choice);
  if (!chosen) return null;
  if (offlineKeys.has(mediaFileKey(chosen.url))) return { rendition: chosen, downloaded: true };
  if (!online) {
    const onDevice = renditionsOf(content).find((rendition) => offlineKeys.has(mediaFileKey(rendition.url)));
    if (onDevice) return { rendition: onDevice, downloaded: true };
  }
  return { rendition: chosen, downloaded: false };
}

/**
 * The learner's choice when what plays is another rendition because the chosen one is not on the phone
 * (offline, "audio only" chosen after downloading the video): the picker then shows what plays, and the
 * screen says why instead of snapping back silently. Null when the choice is honoured,
 * or when the lesson has no such rendition at all (the picker does not offer it).
 */
export function unavailableChoice(content: StudyLesson | null, choice: RenditionName, playback: Playback | null): RenditionName | null {
  if (!content || !playback || playback.rendition.name === choice) return null;
  return renditionsOf(content).some((rendition) => rendition.name === choice) ? choice : null;
}

/** Sizes of a lesson's renditions, for the picker. */
export function renditionSizes(content: StudyLesson | null): Partial<Record<RenditionName, number>> {
  return Object.fromEntries((content ? renditionsOf(content) : []).map((rendition) => [rendition.name, rendition.size]));
}
