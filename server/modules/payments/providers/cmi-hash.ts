import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The CMI hash, version 3 (`hashAlgorithm=ver3`), as CMI's merchant kits compute it: the values of every
 * parameter except HASH and encoding, in the order of their names compared without case, each with `\`
 * then `|` escaped by a backslash, joined by `|`, then `|` and the escaped store key; SHA-512 of that text
 * (UTF-8), and base64 of the 64-byte digest. References: mehdirochdi/cmi-payment-php,
 * lib/BaseCmiClient.php `generateHash` (natcasesort of the names, str_replace of `\` and `|`,
 * hash('sha512'), base64_encode(pack('H*', …))), and the callback check in
 * Zakarialabib/Laravel-8-Yachting-Travel-Management, resources/views/pages/frontend/cmi/callback.blade.php.
 * PHP's natcasesort also orders runs of digits by value; the parameters we send and CMI sends back have no
 * digits in their names, so the two orders agree.
 */

function escapeValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

function byNameWithoutCase(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

export function cmiHashInput(fields: Record<string, string>, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((name) => {
      const lower = name.toLowerCase();
      return lower !== 'hash' && lower !== 'encoding';
    })
    .sort(byNameWithoutCase);
  return [...names.map((name) => escapeValue(fields[name] ?? '')), escapeValue(storeKey)].join('|');
}

export function cmiHash(fields: Record<string, string>, storeKey: string): string {
  return createHash('sha512').update(cmiHashInput(fields, storeKey), 'utf8').digest('base64');
}

/** Constant-time comparison of a received HASH with the one we compute. */
export function cmiHashMatches(fields: Record<string, string>, storeKey: string): boolean {
  const received = fields.HASH ?? fields.hash;
  if (typeof received !== 'string' || received === '') return false;
  const expected = Buffer.from(cmiHash(fields, storeKey));
  const given = Buffer.from(received);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
