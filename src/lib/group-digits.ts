/**
 * Long numbers grouped for reading aloud or copying by eye: a card number in fours
 * (`4242 4242 4242 4242`), a Moroccan RIB as its bank (3), town (3), account (16) and key (2) digits.
 * Display only: what is copied or sent stays the plain digits. Show inside `<bdi dir="ltr">` so an
 * Arabic page keeps the groups in their order.
 */
export function groupDigits(digits: string, size = 4): string {
  const plain = digits.replace(/\s+/g, '');
  return plain.replace(new RegExp(`(\\d{${size}})(?=\\d)`, 'g'), '$1 ');
}

/** A 24-digit RIB as `007 780 0001234567890123 96`; anything else in fours. */
export function groupRib(rib: string): string {
  const plain = rib.replace(/\s+/g, '');
  const match = /^(\d{3})(\d{3})(\d{16})(\d{2})$/.exec(plain);
  return match ? match.slice(1).join(' ') : groupDigits(plain);
}
