const SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/EdgA?\//i, 'Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/Chrome|CriOS|Chromium/i, 'Chrome'],
  [/Safari/i, 'Safari'],
];

/** "Android · Chrome" from a user agent, so a trainer tells a learner's phone from their laptop; null when unknown. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [system, browser].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
