/**
 * Phones are typed the way people write them: `+33 6 12 34 56 78`, `00212 661-234567` or the Moroccan
 * national form `0661234567`. The app and the server both store E.164 (`+212661234567`), so a number
 * entered either way finds the same person.
 */
export const DEFAULT_COUNTRY_CALLING_CODE = '212';

const SEPARATORS = /[\s.\-()/]/g;
const E164 = /^\+[1-9]\d{7,14}$/;
const MOROCCAN_NATIONAL = /^0([5-7]\d{8})$/;
const MOROCCAN_SUBSCRIBER = /^[5-7]\d{8}$/;

/** The E.164 form of a phone number, or null when it is neither international nor Moroccan national. */
export function normalisePhone(raw: string): string | null {
  let compact = raw.trim().replace(SEPARATORS, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  const national = MOROCCAN_NATIONAL.exec(compact);
  if (national) return `+${DEFAULT_COUNTRY_CALLING_CODE}${national[1]}`;
  if (!E164.test(compact)) return null;
  const moroccan = `+${DEFAULT_COUNTRY_CALLING_CODE}`;
  if (compact.startsWith(moroccan)) {
    // "+212 0661…" keeps the national trunk zero by habit; E.164 drops it.
    let subscriber = compact.slice(moroccan.length);
    if (subscriber.startsWith('0')) subscriber = subscriber.slice(1);
    return MOROCCAN_SUBSCRIBER.test(subscriber) ? `${moroccan}${subscriber}` : null;
  }
  return compact;
}
