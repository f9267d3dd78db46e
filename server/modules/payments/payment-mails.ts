import * as v from 'valibot';
import { FALLBACK_LANGUAGE, type Language } from '../../../contract/constants';
import type { Translatable } from '../../../contract/translatable';
import type { AppConfig } from '../../config';
import { checkServerTexts, formatValue, serverT } from '../../lib/i18n';
import type { MailMessage } from '../../lib/jobs/mailer';

/**
 * The payment e-mails (approved or paid, rejected with the staff's reason), in the learner's language,
 * through the server's i18next (locales/<lang>/server/payments.json), checked against this schema at start-up.
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
  refundDue: v.object({ subject: v.string(), body: v.string(), queue: v.string() }),
});

/** Reads every language once at start-up: a broken locale file stops the server, not a decision later. */
export function checkPaymentTexts(): void {
  checkServerTexts('payments', PaymentTextsSchema);
}

/** "499,00 MAD" in the learner's language, two decimals: the exact amount, as banks print it. */
export function formatMad(centimes: number, language: Language): string {
  return formatValue(centimes / 100, 'currency', language, { currency: 'MAD', minimumFractionDigits: 2 });
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
  const t = serverT(language, 'payments');
  const url = `${config.publicUrl}/course/${input.formationId}`;
  const body = method === 'card' ? 'approved.bodyCard' : 'approved.bodyTransfer';
  return {
    to: input.to,
    subject: t('approved.subject', { formation }),
    text: [
      t('approved.greeting', { name }),
      '',
      t(body, { amount, formation }),
      '',
      t('approved.start', { url }),
      '',
      t('approved.closing'),
      '',
    ].join('\n'),
  };
}

export function rejectedMail(config: AppConfig, input: PaymentMailInput, reason: string): MailMessage {
  const { language, formation, amount, name } = resolved(input);
  const t = serverT(language, 'payments');
  const url = `${config.publicUrl}/course/${input.formationId}/enroll`;
  return {
    to: input.to,
    subject: t('rejected.subject', { formation }),
    text: [
      t('rejected.greeting', { name }),
      '',
      t('rejected.body', { formation, amount }),
      '',
      t('rejected.reason', { reason }),
      '',
      t('rejected.retry', { url }),
      '',
      t('rejected.closing'),
      '',
    ].join('\n'),
  };
}

/** Staff's e-mails are in the fallback language, like the contact form's notification. */
const STAFF_LANGUAGE: Language = FALLBACK_LANGUAGE;

export interface RefundDueInput extends PaymentMailInput {
  paymentId: string;
  lastName: string;
  method: 'card' | 'bank_transfer';
}

/** To STAFF_EMAIL: money arrived for a formation already settled; the payment is `duplicate`. */
export function refundDueMail(config: AppConfig, input: RefundDueInput): MailMessage {
  const t = serverT(STAFF_LANGUAGE, 'payments');
  const formation = input.formationTitle[STAFF_LANGUAGE] || input.formationTitle[FALLBACK_LANGUAGE];
  const url = `${config.publicUrl}/dashboard/payment-verification?status=duplicate`;
  return {
    to: config.staffEmail,
    subject: t('refundDue.subject', { formation }),
    text: [
      t('refundDue.body', {
        learner: `${input.firstName} ${input.lastName}`.trim(),
        email: input.to,
        amount: formatMad(input.amountCentimes, STAFF_LANGUAGE),
        formation,
        method: input.method === 'card' ? 'card' : 'bank transfer',
        payment: input.paymentId,
      }),
      '',
      t('refundDue.queue', { url }),
      '',
    ].join('\n'),
  };
}
