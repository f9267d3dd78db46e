import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';
import { formatValue, serverI18n, serverT } from '../../server/lib/i18n';

describe('the server’s i18next instance (server/lib/i18n.ts)', () => {
  it('reads every locales/<lang>/server/*.json once, in the three languages', () => {
    for (const language of LANGUAGES) {
      for (const namespace of ['site', 'certificates', 'chat']) {
        expect(serverI18n.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true);
      }
    }
  });

  it('interpolates and formats inside strings with the academy’s locale map', () => {
    const date = new Date(Date.UTC(2026, 10, 24, 23, 30));
    expect(serverT('fr', 'site')('reply.quoteIntro', { date })).toBe(
      `Votre message du ${formatValue(date, 'datetime', 'fr', { dateStyle: 'long', timeZone: 'UTC' })} :`,
    );
    expect(serverT('en', 'site')('reply.quoteIntro', { date })).toBe('Your message of November 24, 2026:');
    expect(serverT('fr', 'certificates')('score', { score: 8.55, max: 10 })).toBe("Note à l'examen final : 8,6 / 10");
    expect(serverT('ar', 'certificates')('score', { score: 1234.5, max: 2000 })).toContain('1.234,5');
  });

  it('a date can take another locale for one value (the English certificate is dated day first)', () => {
    const date = new Date(Date.UTC(2026, 10, 24));
    expect(serverT('en', 'certificates')('issued', { date, formatParams: { date: { locale: 'en-GB' } } })).toBe(
      'Issued on 24 November 2026',
    );
  });
});
