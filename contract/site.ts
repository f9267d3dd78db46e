import * as v from 'valibot';
import { emailField } from './auth';
import { LANGUAGES } from './constants';
import { pageOf, PageQuerySchema } from './pagination';
import { SITE_FIELD_LIMITS } from './site-limits';
import { normalisePhone } from './phone';
import { nulFree, maxLength } from './text';
import { TranslatableSchema } from './translatable';
import { UUID_PATTERN } from './uuid';

/**
 * Payloads of the public site (SPEC §3: contact message, footer support message, newsletter) and of the
 * staff messages view. Each check's message is an error code, so the form and the server speak alike.
 */

const requiredText = (max: number) =>
  v.config(
    v.pipe(
      v.string('validation.field_required'),
      nulFree(),
      v.trim(),
      v.nonEmpty('validation.field_required'),
      maxLength(max, 'validation.too_long'),
    ),
    { abortPipeEarly: true },
  );

/** Lower-cased like every address of the academy, so one person is one subscriber whatever they type. */
const EmailSchema = emailField('validation.invalid_email');

/** The footer asks for a phone so staff can call back; it stays optional because many prefer e-mail. */
const OptionalPhoneSchema = v.nullish(
  v.config(
    v.pipe(
      v.string('validation.invalid_phone'),
      nulFree(),
      v.trim(),
      maxLength(SITE_FIELD_LIMITS.phone, 'validation.too_long'),
      v.check((value) => value === '' || normalisePhone(value) !== null, 'validation.invalid_phone'),
      // Stored in E.164 like every phone of the academy, so staff can call back from any country.
      v.transform((value) => (value === '' ? null : normalisePhone(value))),
    ),
    { abortPipeEarly: true },
  ),
  null,
);

/** The interface language of the sender, so replies and mails are written in it. */
const OptionalLanguageSchema = v.nullish(v.picklist(LANGUAGES, 'validation.invalid_value'), null);

export const ContactInputSchema = v.object({
  name: requiredText(SITE_FIELD_LIMITS.name),
  email: EmailSchema,
  subject: requiredText(SITE_FIELD_LIMITS.subject),
  message: requiredText(SITE_FIELD_LIMITS.message),
  language: OptionalLanguageSchema,
});
export type ContactInput = v.InferInput<typeof ContactInputSchema>;

export const SupportInputSchema = v.object({
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  message: requiredText(SITE_FIELD_LIMITS.message),
  language: OptionalLanguageSchema,
});
export type SupportInput = v.InferInput<typeof SupportInputSchema>;

export const NewsletterInputSchema = v.object({
  email: EmailSchema,
  language: OptionalLanguageSchema,
});
export type NewsletterInput = v.InferInput<typeof NewsletterInputSchema>;

/** Answer to a contact or support message: stored and forwarded to the staff. */
export const MessageReceiptSchema = v.object({
  id: v.string(),
  received_at: v.string(),
});
export type MessageReceipt = v.InferOutput<typeof MessageReceiptSchema>;

/** The same answer whether the address is new or already subscribed, so the form reveals nothing. */
export const NewsletterReceiptSchema = v.object({ subscribed: v.literal(true) });
export type NewsletterReceipt = v.InferOutput<typeof NewsletterReceiptSchema>;

export const UnsubscribeQuerySchema = v.object({
  token: v.pipe(v.string('validation.field_required'), v.regex(/^[\w-]{32,64}$/, 'validation.invalid_value')),
});

/** Landing-page counters (SPEC §1). `success_rate` is passed ÷ all quiz attempts, null before any attempt. */
export const PublicStatsSchema = v.object({
  subscribers: v.number(),
  students: v.number(),
  success_rate: v.nullable(v.number()),
});
export type PublicStats = v.InferOutput<typeof PublicStatsSchema>;

/**
 * A published student review shown on the home page. The app completes the list with the translated
 * testimonials of its locale files while fewer than three reviews exist.
 */
export const TestimonialSchema = v.object({
  id: v.string(),
  description: v.string(),
  /** Null reads as "anonymous" (SPEC §3). */
  author: v.nullable(v.string()),
  rating: v.number(),
  formation_title: v.nullable(TranslatableSchema),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const TestimonialListSchema = v.object({ data: v.array(TestimonialSchema) });
export type TestimonialList = v.InferOutput<typeof TestimonialListSchema>;

// Staff messages view (agent and admin).

export const MESSAGE_KINDS = ['contact', 'support'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const StaffMessageSchema = v.object({
  id: v.string(),
  kind: v.picklist(MESSAGE_KINDS),
  name: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  message: v.string(),
  language: v.picklist(LANGUAGES),
  created_at: v.string(),
  handled: v.boolean(),
  handled_at: v.nullable(v.string()),
  handled_by: v.nullable(v.string()),
  replied_at: v.nullable(v.string()),
  reply: v.nullable(v.string()),
});
export type StaffMessage = v.InferOutput<typeof StaffMessageSchema>;

export const StaffMessagePageSchema = pageOf(StaffMessageSchema);
export type StaffMessagePage = v.InferOutput<typeof StaffMessagePageSchema>;

/** `handled` absent lists every message; `true` or `false` filters. */
export const StaffMessageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  handled: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'validation.invalid_value'),
      v.transform((value) => value === 'true'),
    ),
  ),
});

export const StaffMessageParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(UUID_PATTERN)) });

/** Marks a message handled, or back to unhandled when a staff member clicked too fast. */
export const StaffHandledInputSchema = v.optional(v.object({ handled: v.optional(v.boolean('validation.invalid_value'), true) }), {
  handled: true,
});

export const StaffReplyInputSchema = v.object({
  message: requiredText(SITE_FIELD_LIMITS.reply),
});
export type StaffReplyInput = v.InferInput<typeof StaffReplyInputSchema>;
