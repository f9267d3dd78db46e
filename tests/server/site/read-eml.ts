/**
 * Reads the `.eml` files the mailer writes under DATA_DIR/mail (no SMTP configured), the way a person
 * would read them in a mail client: headers unfolded, text body decoded. Used by server tests and e2e.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Eml {
  file: string;
  headers: Record<string, string>;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const char = soft.charAt(i);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_whole, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseEml(file: string): Eml {
  const raw = readFileSync(file, 'utf8');
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeaderWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { file, headers, text };
}

/** Every mail written so far, oldest first (file names start with the time they were written). */
export function readMails(mailDir: string): Eml[] {
  let names: string[];
  try {
    names = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => parseEml(path.join(mailDir, name)));
}

/** The unsubscribe link of a newsletter mail, as the List-Unsubscribe header gives it. */
export function unsubscribeLink(mail: Eml): string {
  const match = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '');
  if (!match?.[1]) throw new Error(`no List-Unsubscribe header in ${mail.file}`);
  return match[1];
}
