import type { FormatName, FormatOptions } from '../../contract/formatting';
import { i18n } from './i18n';

export type { FormatName, FormatOptions };

/**
 * A value outside a sentence (a table cell, a counter), written by i18next's formatters exactly as
 * `{{value, number}}` writes it in a string (contract/formatting.ts: one locale map, cached formatters).
 * `language` is the interface language, or a full locale where SPEC asks for one (chat times: `en-US`).
 */
export function formatValue(value: unknown, name: FormatName, language: string, options: FormatOptions = {}): string {
  const formatter = i18n.services.formatter;
  if (!formatter) throw new Error('i18next is not initialised');
  return String(formatter.format(value, name, language, options));
}
