import * as v from 'valibot';
import { QuestionSchema } from './catalogue';
import { LANGUAGES, QUIZ_MAX_SCORE } from './constants';
import type { ErrorCode } from './errors';
import { pageOf, PageQuerySchema } from './pagination';
import { nulFree, maxLength, minLength } from './text';
import { TranslatableSchema } from './translatable';
import { ClientTimeSchema } from './study';
import { UUID_PATTERN } from './uuid';

/**
 * The final exam, its certificate and the learner's rating (docs/certificates.md, docs/architecture.md
 * "Exam and retry policy"): the quiz as the learner takes it (never its answers), the submission and its
 * graded result, certificates and their public verification, ratings and their moderation by staff.
 */

const code = (value: ErrorCode): ErrorCode => value;

/** A formation that sets no pass mark passes at 7 out of QUIZ_MAX_SCORE (SPEC §9: scores are out of 10). */
export const DEFAULT_PASS_MARK = 7;

/** More would be an exam nobody finishes on a phone; the bound keeps a submission's body small. */
export const MAX_QUIZ_QUESTIONS = 100;
/** Options per question; the option id is its index, so this bounds the id too. */
export const MAX_QUIZ_OPTIONS = 10;

export const MAX_FEEDBACK_LENGTH = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Per-IP verification requests allowed within the window: a person checks a few; a guesser is slowed. */
export const VERIFY_RATE_LIMIT = { max: 30, windowMs: 60 * 1000 } as const;

const UuidField = v.pipe(v.string(code('validation.field_required')), v.regex(UUID_PATTERN, code('validation.invalid_value')));

/* ------------------------------------------------------------------------------------------------ */
/* Scoring rule                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

/** Score out of 10 with one decimal, as shown and stored. */
export function scoreOf(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct * QUIZ_MAX_SCORE * 10) / total) / 10;
}

/**
 * Passed when the exact share of right answers reaches the pass mark: compared before rounding, so a
 * 6.96 shown as 7.0 does not pass a mark of 7.
 */
export function passes(correct: number, total: number, passMark: number): boolean {
  return total > 0 && correct * QUIZ_MAX_SCORE >= passMark * total;
}

/* ------------------------------------------------------------------------------------------------ */
/* Quiz and attempts                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

/** GET /api/formations/{id}/quiz: the questions without their answers, and the mark to reach. */
export const QuizSchema = v.object({
  formation_id: v.string(),
  pass_mark: v.number(),
  max_score: v.number(),
  questions: v.array(QuestionSchema),
});
export type Quiz = v.InferOutput<typeof QuizSchema>;

/**
 * One answer. `option_id` is the option's index in the question's `options` as the catalogue sends them,
 * so the app may show options in any order and still name the one chosen.
 */
export const QuizAnswerSchema = v.object({
  question_id: UuidField,
  option_id: v.pipe(
    v.number(code('validation.field_required')),
    v.integer(code('validation.invalid_value')),
    v.minValue(0, code('validation.invalid_value')),
    v.maxValue(MAX_QUIZ_OPTIONS - 1, code('validation.invalid_value')),
  ),
});
export type QuizAnswer = v.InferOutput<typeof QuizAnswerSchema>;

/** POST /api/formations/{id}/quiz/attempts, with an Idempotency-Key that becomes the attempt's id. */
export const AttemptSubmitSchema = v.object({
  answers: v.pipe(
    v.array(QuizAnswerSchema, code('validation.field_required')),
    minLength(1, code('validation.field_required')),
    maxLength(MAX_QUIZ_QUESTIONS, code('validation.too_long')),
    v.check((answers) => new Set(answers.map((answer) => answer.question_id)).size === answers.length, code('validation.invalid_value')),
  ),
  /** Which draw of the question pool was answered (contract/exam-rules.ts): the learner's attempt number. */
  draw: v.optional(
    v.pipe(
      v.number(code('validation.invalid_value')),
      v.integer(code('validation.invalid_value')),
      v.minValue(0, code('validation.invalid_value')),
      v.maxValue(100_000, code('validation.invalid_value')),
    ),
  ),
  /** When the exam was finished on the device (its clock); the server bounds it. */
  taken_at: v.optional(ClientTimeSchema),
});
export type AttemptSubmitInput = v.InferInput<typeof AttemptSubmitSchema>;

/** A module whose questions were missed: the review advice of a failed attempt (SPEC §2). */
export const MissedModuleSchema = v.object({
  id: v.string(),
  position: v.number(),
  title: TranslatableSchema,
});
export type MissedModule = v.InferOutput<typeof MissedModuleSchema>;

const attemptFields = {
  formation_id: v.string(),
  /** Out of `max_score` (10), one decimal. */
  score: v.number(),
  max_score: v.number(),
  passed: v.boolean(),
  /** The formation's pass mark when the attempt was graded. */
  pass_mark: v.number(),
  correct_count: v.number(),
  questions_count: v.number(),
  /** The learner's certificate for this formation once any attempt passed; null otherwise. */
  certificate_code: v.nullable(v.string()),
  /** Modules of the missed questions, in study order; empty when every answer was right. */
  missed_modules: v.array(MissedModuleSchema),
  created_at: v.string(),
};

/** The answer to a submission (and its replays). */
export const AttemptResultSchema = v.object({ attempt_id: v.string(), ...attemptFields });
export type AttemptResult = v.InferOutput<typeof AttemptResultSchema>;

/** An attempt as listed and mirrored by the `me` sync stream. Its id is the submission's Idempotency-Key. */
export const QuizAttemptSchema = v.object({ id: v.string(), ...attemptFields });
export type QuizAttempt = v.InferOutput<typeof QuizAttemptSchema>;

export const QuizAttemptPageSchema = pageOf(QuizAttemptSchema);
export type QuizAttemptPage = v.InferOutput<typeof QuizAttemptPageSchema>;

export const AttemptListQuerySchema = PageQuerySchema;

export function toAttempt(result: AttemptResult): QuizAttempt {
  const { attempt_id, ...rest } = result;
  return { id: attempt_id, ...rest };
}

/* ------------------------------------------------------------------------------------------------ */
/* Certificates                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 symbols of 5 bits: 100 random bits, far beyond guessing at the verification rate limit. */
export const CERTIFICATE_CODE_LENGTH = 20;
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/** The code as typed or printed (grouped, lower case, O for 0, I or L for 1) back to its stored form. */
export function normalizeCertificateCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function isCertificateCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** Groups of four for reading and printing: `7QK2-M9TB-…`. */
export function formatCertificateCode(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1-');
}

export const CertificateCodeParamsSchema = v.object({
  code: v.pipe(
    v.string(code('validation.field_required')),
    maxLength(64, code('validation.invalid_value')),
    v.transform(normalizeCertificateCode),
    v.check(isCertificateCode, code('validation.invalid_value')),
  ),
});

export const CertificatePdfQuerySchema = v.object({
  lang: v.optional(v.picklist(LANGUAGES, code('validation.invalid_value'))),
});

/** A learner's certificate, as listed and mirrored (SPEC §3: formation name, issue date, score). */
export const CertificateSchema = v.object({
  id: v.string(),
  code: v.string(),
  /** Null once the formation itself was deleted; the certificate and its snapshots stay valid. */
  formation_id: v.nullable(v.string()),
  /** The learner's full name when the certificate was issued. */
  holder_name: v.string(),
  /** The formation's title when the certificate was issued, in every language. */
  formation_title: TranslatableSchema,
  score: v.number(),
  max_score: v.number(),
  issued_at: v.string(),
  /**
   * The signed payload as the QR code carries it, `v1.<key_id>.<payload>.<signature>` (docs/certificates.md):
   * the fragment of the verification URL, so a verifier offline can check the certificate.
   */
  signed_payload: v.string(),
});
export type Certificate = v.InferOutput<typeof CertificateSchema>;

/** The public verification page of a certificate under `origin` (the app's address). */
export function verifyUrl(origin: string, certificateCode: string): string {
  return `${origin.replace(/\/+$/, '')}/verify/${certificateCode}`;
}

/** What the QR code holds: the verification page, with the signed payload in its fragment (never sent to a server). */
export function certificateQrText(origin: string, certificate: Pick<Certificate, 'code' | 'signed_payload'>): string {
  return `${verifyUrl(origin, certificate.code)}#${certificate.signed_payload}`;
}

export const CertificatePageSchema = pageOf(CertificateSchema);
export type CertificatePage = v.InferOutput<typeof CertificatePageSchema>;

export const CertificateListQuerySchema = PageQuerySchema;

/** GET /api/certificates/verify/{code} (public). `valid` says the stored fields still match their signature. */
export const CertificateVerificationSchema = v.object({
  valid: v.boolean(),
  code: v.string(),
  holder_name: v.string(),
  formation_title: TranslatableSchema,
  issued_at: v.string(),
  score: v.number(),
  max_score: v.number(),
});
export type CertificateVerification = v.InferOutput<typeof CertificateVerificationSchema>;

/** GET /api/certificates/public-key: what an offline verifier needs (docs/certificates.md). */
export const CertificatePublicKeySchema = v.object({
  algorithm: v.literal('Ed25519'),
  /** First 16 hex digits of the SHA-256 of the raw key; printed in every QR payload. */
  key_id: v.string(),
  /** SubjectPublicKeyInfo, PEM. */
  public_key_pem: v.string(),
  /** The raw 32-byte key, base64url. */
  public_key: v.string(),
});
export type CertificatePublicKey = v.InferOutput<typeof CertificatePublicKeySchema>;

/* ------------------------------------------------------------------------------------------------ */
/* Ratings and their moderation                                                                      */
/* ------------------------------------------------------------------------------------------------ */

/** POST /api/formations/{id}/ratings (SPEC §5: a rating must be selected; feedback optional). */
export const RatingInputSchema = v.object(
  {
    rating: v.pipe(
      v.number(code('certificate.rating_required')),
      v.integer(code('certificate.rating_required')),
      v.minValue(RATING_MIN, code('certificate.rating_required')),
      v.maxValue(RATING_MAX, code('certificate.rating_required')),
    ),
    feedback: v.optional(
      v.pipe(v.string(code('validation.invalid_value')), nulFree(), v.trim(), maxLength(MAX_FEEDBACK_LENGTH, code('validation.too_long'))),
      '',
    ),
    // A missing key is reported with the object's message: `rating` is the only required one.
  },
  code('certificate.rating_required'),
);
export type RatingInput = v.InferInput<typeof RatingInputSchema>;

export const RatingResultSchema = v.object({
  review_id: v.string(),
  formation_id: v.string(),
  rating: v.number(),
  feedback: v.string(),
  /** False when staff hid the review; the rating then does not count. */
  published: v.boolean(),
  /** The formation's counters after this rating. */
  rating_average: v.number(),
  reviews_count: v.number(),
  updated_at: v.string(),
});
export type RatingResult = v.InferOutput<typeof RatingResultSchema>;

export const ReviewIdParamsSchema = v.object({ id: UuidField });

export const AdminReviewListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  published: v.optional(v.picklist(['true', 'false'], code('validation.invalid_value'))),
});
export type AdminReviewListQuery = v.InferOutput<typeof AdminReviewListQuerySchema>;

export const ReviewModerationSchema = v.object({
  published: v.boolean(code('validation.field_required')),
});
export type ReviewModerationInput = v.InferInput<typeof ReviewModerationSchema>;

/** A review as staff see it, published or hidden. */
export const AdminReviewSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  formation_title: TranslatableSchema,
  rating: v.number(),
  description: v.string(),
  author_name: v.nullable(v.string()),
  published: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type AdminReview = v.InferOutput<typeof AdminReviewSchema>;

export const AdminReviewPageSchema = pageOf(AdminReviewSchema);
export type AdminReviewPage = v.InferOutput<typeof AdminReviewPageSchema>;
