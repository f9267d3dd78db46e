/**
 * How the academy writes numbers, money, sizes and dates, in the browser and on the server alike: the
 * formatters i18next uses for `{{value, number}}`, `{{value, percent}}`, `{{value, currency(MAD)}}`,
 * `{{value, datetime}}`, `{{value, relativetime(minute)}}` and `{{value, bytes}}`, registered on the
 * browser's and the server's i18next instances by `addAcademyFormatters`; code that needs a value outside
 * a sentence calls the same formatters through i18next (src/lib/format.ts, server/lib/i18n.ts).
 *
 * One locale map (docs/architecture.md, "Languages"): Arabic is written `ar-MA`, with Latin digits
 * ("1.234,5"), as Moroccan print and the dirham's price tags write them; French `fr-MA`; English `en`.
 */
import { LANGUAGES, type Language } from './constants';
import { oneOf } from './one-of';

export const FORMAT_LOCALES: Readonly<Record<Language, string>> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };

/**
 * The locale a language's values are written in. A pseudo-locale (`en-XA`, `ar-XB`: private regions,
 * src/lib/pseudo-locales.ts) writes them as its base language; any other full tag (`en-US`) is kept.
 */
export function formatLocale(language: string | undefined): string {
  if (!language) return FORMAT_LOCALES.en;
  const base = oneOf(language.slice(0, 2), LANGUAGES);
  if (base && (language.length === 2 || /^..-X[A-Z]$/.test(language))) return FORMAT_LOCALES[base];
  return language;
}

export type FormatName = 'number' | 'percent' | 'currency' | 'datetime' | 'relativetime' | 'bytes';

/** The options a format takes; the rest of what i18next passes (the sentence's values) is ignored. */
const INTL_OPTIONS = [
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumIntegerDigits',
  'useGrouping',
  'currency',
  'currencyDisplay',
  'style',
  'unit',
  'unitDisplay',
  'dateStyle',
  'timeStyle',
  'timeZone',
  'year',
  'month',
  'day',
  'weekday',
  'hour',
  'minute',
  'second',
  'hour12',
  'hourCycle',
  'numeric',
] as const;

export type FormatOptions = Partial<Record<(typeof INTL_OPTIONS)[number], string | number | boolean>> & {
  /** relativetime: the unit of the value ("minute", "hour", "day"). */
  range?: Intl.RelativeTimeFormatUnit;
};

function pick(options: Record<string, unknown> | undefined): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  if (!options) return picked;
  for (const name of INTL_OPTIONS) if (options[name] !== undefined) picked[name] = options[name];
  return picked;
}

// Building an Intl formatter costs far more than using one (and the first one loads ICU's data): each
// locale and option set is built once.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: 'n' | 'd' | 'r',
  locale: string,
  options: Record<string, unknown>,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) cache.set(key, (formatter = make()));
  return formatter as T;
}

const numberFormat = (locale: string, options: Record<string, unknown>) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions));

const BYTE_UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;
type ByteUnit = (typeof BYTE_UNITS)[number][0] | 'byte';

/**
 * One unit style for sizes in each language (Intl wrote "4,2 م.ب" beside "211 كيلوبايت" and
 * "4.2 MB" beside "211 kB"): the abbreviations each language's readers know, always abbreviated, joined to
 * the number by a no-break space so a size never wraps.
 */
const BYTE_ABBREVIATIONS: Readonly<Record<Language, Readonly<Record<ByteUnit, string>>>> = {
  en: { byte: 'B', kilobyte: 'KB', megabyte: 'MB', gigabyte: 'GB' },
  fr: { byte: 'o', kilobyte: 'Ko', megabyte: 'Mo', gigabyte: 'Go' },
  ar: { byte: 'بايت', kilobyte: 'ك.ب', megabyte: 'م.ب', gigabyte: 'ج.ب' },
};

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(value as string | number);
}

const FORMATS: Record<FormatName, (value: unknown, locale: string, options: Record<string, unknown>) => string> = {
  number: (value, locale, options) => numberFormat(locale, options).format(Number(value)),
  percent: (value, locale, options) =>
    numberFormat(locale, { maximumFractionDigits: 0, ...options, style: 'percent' }).format(Number(value)),
  currency: (value, locale, options) => numberFormat(locale, { ...options, style: 'currency' }).format(Number(value)),
  datetime: (value, locale, options) =>
    cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions)).format(toDate(value)),
  relativetime: (value, locale, options) => {
    const { range = 'day', ...rest } = options as { range?: Intl.RelativeTimeFormatUnit };
    return cached('r', locale, rest, () => new Intl.RelativeTimeFormat(locale, rest as Intl.RelativeTimeFormatOptions)).format(
      Number(value),
      range,
    );
  },
  /** Bytes as a learner reads a download size: "1,4 Mo", "820 KB", "12 B"; under 10 of a unit, one decimal. */
  bytes: (value, locale) => {
    const bytes = Number(value);
    const names = BYTE_ABBREVIATIONS[oneOf(locale.slice(0, 2), LANGUAGES) ?? 'en'];
    const found = BYTE_UNITS.find(([, size]) => bytes >= size);
    if (!found) return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(0, Math.round(bytes)))}\u00a0${names.byte}`;
    const [unit, size] = found;
    const amount = bytes / size;
    return `${numberFormat(locale, { maximumFractionDigits: amount < 10 ? 1 : 0 }).format(amount)}\u00a0${names[unit]}`;
  },
};

/**
 * Numbers a server-rendered page was drawn with. The server records the text of each number it
 * formats while rendering a page, and the page carries them (`ServerData.numbers`): hydration then draws
 * the same text without building an Intl formatter. The first one a page builds loads ICU's number data,
 * a long task in the middle of hydration. Dates are
 * not handed over: the reader's time zone writes them.
 */
const HANDED_OVER: ReadonlySet<string> = new Set<FormatName>(['number', 'percent', 'currency']);

/** Texts keyed by format, locale, options and value. */
export type WrittenNumbers = Record<string, string>;

const handedOver = new Map<string, string>();
let recording: Map<string, string> | null = null;

const writtenKey = (name: string, locale: string, options: Record<string, unknown>, value: unknown) =>
  `${name}|${locale}|${JSON.stringify(options)}|${String(value)}`;

/** Server: runs `render` and returns, beside its result, the text of every number it formatted. */
export function recordWrittenNumbers<T>(render: () => T): { result: T; numbers: WrittenNumbers } {
  const recorded = new Map<string, string>();
  recording = recorded;
  try {
    return { result: render(), numbers: Object.fromEntries(recorded) };
  } finally {
    recording = null;
  }
}

/** Browser: the numbers a rendered page carries are written as the server wrote them from now on. */
export function acceptWrittenNumbers(numbers: WrittenNumbers): void {
  for (const [key, text] of Object.entries(numbers)) if (typeof text === 'string') handedOver.set(key, text);
}

interface FormatterRegistry {
  add(name: string, format: (value: unknown, lng: string | undefined, options: Record<string, unknown>) => string): void;
}

/** Registers the academy's formats on an i18next instance's formatter (`i18n.services.formatter`). */
export function addAcademyFormatters(formatter: FormatterRegistry | undefined): void {
  if (!formatter) throw new Error('i18next has no formatter service');
  for (const name of Object.keys(FORMATS) as FormatName[]) {
    formatter.add(name, (value, lng, options) => {
      const picked = pick(options);
      if (typeof options.range === 'string') picked.range = options.range;
      const locale = formatLocale(lng);
      if (!HANDED_OVER.has(name)) return FORMATS[name](value, locale, picked);
      const key = writtenKey(name, locale, picked, value);
      const text = handedOver.get(key) ?? FORMATS[name](value, locale, picked);
      recording?.set(key, text);
      return text;
    });
  }
}
