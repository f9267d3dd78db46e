import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config';
import { createFileOnce } from '../media/atomic-file';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/** One e-mail, whatever sends it: site notifications, newsletter, payment and certificate mails. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** The `.eml` file written when no SMTP server is configured; null when sent by SMTP. */
  file: string | null;
}

export interface SendOptions {
  /**
   * The mail job's id: the message's Message-ID is made from it, and without SMTP its `.eml` file is named
   * after it and made once. A job sent again after a server died between sending it and marking it sent
   * (its lease lapsed, another server took it) then leaves one file, and over SMTP the same Message-ID,
   * by which mail systems recognise the copy.
   */
  id?: string;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset writes each mail as an RFC 822 `.eml` file in `mailDir`. */
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
}

/** Sortable and unique: the time first so `ls` lists mails in the order they were sent. */
function fileNameFor(messageId: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const safeId = messageId.replace(/[^\w.-]/g, '').slice(0, 60);
  return `${stamp}-${safeId}.eml`;
}

/** `<job-id@domain of the sender>`: the same for every attempt at one job. */
function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'academy.local';
  return `<${id}@${domain}>`;
}

/** What nodemailer sends; with a job's id, its Message-ID is the job's (`messageIdFor`). */
function toNodemailer(message: MailMessage, from: string, sendOptions: SendOptions | undefined) {
  return {
    ...(sendOptions?.id ? { messageId: messageIdFor(sendOptions.id, from) } : {}),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    attachments: message.attachments,
  };
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise nodemailer's stream transport renders the real
 * message (headers, MIME parts, encodings) and it is written to disk, so a fresh install can be tried
 * and tested without a mail server: open the `.eml` file in any mail client.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // A stalled mail server costs at most these (nodemailer waits minutes by default); the job worker
    // bounds the whole send as well (server/lib/jobs/mail-jobs.ts).
    const transport: Transporter = nodemailer.createTransport(
      { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from: options.from },
    );
    return {
      async send(message, sendOptions) {
        const info = await transport.sendMail(toNodemailer(message, options.from, sendOptions));
        return { messageId: String(info.messageId), file: null };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: options.from });
  return {
    async send(message, sendOptions) {
      const info = await transport.sendMail(toNodemailer(message, options.from, sendOptions));
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not buffer the message');
      await mkdir(options.mailDir, { recursive: true });
      if (sendOptions?.id) {
        // A job's ids are UUIDv7, time first: `ls` still lists its mails in order. Made once: an attempt
        // after a crash finds the first attempt's file and counts as sent.
        const file = path.join(options.mailDir, `${sendOptions.id.replace(/[^\w-]/g, '')}.eml`);
        await createFileOnce(file, info.message, 0o644);
        return { messageId: info.messageId, file };
      }
      const file = path.join(options.mailDir, fileNameFor(info.messageId));
      await writeFile(file, info.message);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

const mailers = new WeakMap<AppConfig, Mailer>();

/** The mailer of one running app (one per config), created on first use so idle installs open nothing. */
export function mailerFor(config: AppConfig): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
    mailers.set(config, mailer);
  }
  return mailer;
}
