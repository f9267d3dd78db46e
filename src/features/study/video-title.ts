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

export { formatClock } from '../../lib/format-clock';
