/** No 0/O or 1/l/I: the admin reads this password to someone, often over the phone. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A 12-character random password (about 70 bits), to hand over once and be replaced at first login. */
export function temporaryPassword(length = 12): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 256 is not a multiple of the alphabet's size; the slight bias is irrelevant for a one-time password.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
