const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago" / "il y a 5 minutes" / "قبل 5 دقائق": the largest whole unit, in the interface language. */
export function formatAge(iso: string, now: number, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact moment, for a tooltip and `<time>`. */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const BYTE_UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
  ['byte', 1],
] as const;

/** Storage sizes with the language's own unit names ("1,5 Go", "1.5 GB"). */
export function formatBytes(bytes: number, language: string): string {
  const [unit, size] = BYTE_UNITS.find(([, threshold]) => bytes >= threshold) ?? BYTE_UNITS[3];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
