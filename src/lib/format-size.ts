import { formatValue } from './format';

/**
 * A size as every screen writes it: the largest unit that keeps a whole number
 * in front ("51 kB" under a megabyte, never "0 MB"), one decimal under 10, in the reader's language
 * ("51 كيلوبايت", "1,4 Mo"). The download box, the quality picker and the editor all call this one
 * function, so the same file never shows two figures. The unit choice is contract/formatting.ts's
 * `bytes` format, the one `{{value, bytes}}` uses inside a sentence.
 */
export function formatSize(bytes: number, language: string): string {
  return formatValue(bytes, 'bytes', language);
}
