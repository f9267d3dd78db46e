import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../contract/constants';
import type { Translatable } from '../../../contract/translatable';
import type { AppConfig } from '../../config';
import type { MailMessage } from '../../lib/mailer';
import { fill } from '../site/site-texts';

/**
 * The payment e-mails (approved or paid, rejected with the staff's reason), in the learner's language.
 * Their words live in locales/<lang>/server/payments.json, checked against this schema when first read.
 */
const PaymentTextsSchema = v.object({
  approved: v.object({
    subject: v.string(),
    greeting: v.string(),
    bodyTransfer: v.string(),
    bodyCard: v.string(),
    start: v.string(),
    closing: v.string(),
  }),
  rejected: v.object({
    subject: v.string(),
    greeting: v.string(),
    body: v.string(),
    reason: v.string(),
    retry: v.string(),
    closing: v.string(),
  }),
});
type PaymentTexts = v.InferOutput<typeof PaymentTextsSchema>;

const cache = new Map<Language, PaymentTexts>();

function paymentTexts(language: Language): PaymentTexts {
  let texts = cache.get(language);
  if (!texts) {
    const file = fileURLToPath(new URL(`../../../locales/${language}/server/payments.json`, import.meta.url));
    texts = v.parse(PaymentTextsSchema, JSON.parse(readFileSync(file, 'utf8')));
    cache.set(language, texts);
  }
  return texts;
}

/** Reads every language once at start-up: a broken locale file stops the server, not a decision later. */
export function checkPaymentTexts(): void {
  for (const language of LANGUAGES) paymentTexts(language);
}

const NUMBER_LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };

/** "499,00 MAD" in the learner's language; Latin digits everywhere, as Moroccan banks print amounts. */
export function formatMad(centimes: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], {
    style: 'currency',
    currency: 'MAD',
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
  }).format(centimes / 100);
}

export interface PaymentMailInput {
  to: string;
  firstName: string;
  language: Language | null;
  formationId: string;
  formationTitle: Translatable;
  amountCentimes: number;
}

function resolved(input: PaymentMailInput) {
  const language = input.language ?? FALLBACK_LANGUAGE;
  const formation = input.formationTitle[language] || input.formationTitle[FALLBACK_LANGUAGE];
  return { language, formation, amount: formatMad(input.amountCentimes, language), name: input.firstName };
}

export function approvedMail(config: AppConfig, input: PaymentMailInput, method: 'card' | 'bank_transfer'): MailMessage {
  const { language, formation, amount, name } = resolved(input);
  const t = paymentTexts(language).approved;
  const url = `${config.publicUrl}/course/${input.formationId}`;
  const body = method === 'card' ? t.bodyCard : t.bodyTransfer;
  return {
    to: input.to,
    subject: fill(t.subject, { formation }),
    text: [fill(t.greeting, { name }), '', fill(body, { amount, formation }), '', fill(t.start, { url }), '', t.closing, ''].join('\n'),
  };
}

export function rejectedMail(config: AppConfig, input: PaymentMailInput, reason: string): MailMessage {
  const { language, formation, amount, name } = resolved(input);
  const t = paymentTexts(language).rejected;
  const url = `${config.publicUrl}/course/${input.formationId}/enroll`;
  return {
    to: input.to,
    subject: fill(t.subject, { formation }),
    text: [
      fill(t.greeting, { name }),
      '',
      fill(t.body, { formation, amount }),
      '',
      fill(t.reason, { reason }),
      '',
      fill(t.retry, { url }),
      '',
      t.closing,
      '',
    ].join('\n'),
  };
}
