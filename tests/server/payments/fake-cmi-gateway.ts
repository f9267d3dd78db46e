/**
 * A small stand-in for CMI's hosted payment page and its callback, written from CMI's merchant kit (not
 * from server/modules/payments): it checks the HASH of the form the browser would post, then builds the
 * signed callback CMI would send, for any outcome, so the adapter is tested against the protocol rather
 * than against itself. HASH (ver3): values of every parameter except HASH and encoding, by name ignoring
 * case, `\` and `|` escaped, joined by `|`, then `|` + escaped store key; base64 of SHA-512.
 */
import { createHash } from 'node:crypto';

export class FakeCmiGateway {
  private transactions = 0;

  constructor(readonly storeKey: string) {}

  hash(fields: Record<string, string>): string {
    const escape = (value: string) => value.split('\\').join('\\\\').split('|').join('\\|');
    const names = Object.keys(fields)
      .filter((name) => !['hash', 'encoding'].includes(name.toLowerCase()))
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
    const plain = names.map((name) => escape(fields[name] ?? '')).join('|') + '|' + escape(this.storeKey);
    return createHash('sha512').update(Buffer.from(plain, 'utf8')).digest().toString('base64');
  }

  /** What the hosted page does first: refuse a form whose HASH does not match. */
  acceptsForm(fields: Record<string, string>): boolean {
    return typeof fields.HASH === 'string' && fields.HASH === this.hash(fields);
  }

  /** The callback CMI posts after the card was typed: the form's fields, the outcome, a fresh HASH. */
  callback(form: Record<string, string>, outcome: { approved: boolean; amount?: string }): Record<string, string> {
    this.transactions += 1;
    const fields: Record<string, string> = { ...form };
    delete fields.HASH;
    if (outcome.amount !== undefined) fields.amount = outcome.amount;
    Object.assign(
      fields,
      outcome.approved
        ? { ProcReturnCode: '00', Response: 'Approved', TransId: `T${this.transactions}`, AuthCode: '123456', mdStatus: '1', ErrMsg: '' }
        : {
            ProcReturnCode: '05',
            Response: 'Declined',
            TransId: `T${this.transactions}`,
            AuthCode: '',
            mdStatus: '1',
            ErrMsg: 'Refusée: fonds insuffisants',
          },
      { EXTRA_TRXDATE: '20261124 18:00:00', clientIp: '196.200.0.1' },
    );
    fields.HASH = this.hash(fields);
    return fields;
  }
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
