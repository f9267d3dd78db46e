import type { Language } from '../../../contract/constants';
import { pickLanguage } from '../../../contract/pick-language';
import type { Translatable } from '../../../contract/translatable';

/**
 * A lesson video's title (SPEC §3: "untitled video" by default): the lesson's title in the reader's
 * language, or the translated default when the lesson has none.
 */
export function videoTitle(title: Translatable, language: Language, untitled: string): string {
  return pickLanguage(title, language).trim() || untitled;
}

/** Seconds as a clock reading: "4:05", "1:02:09". Latin digits, as the rest of the app shows numbers. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
