import { isOneOf } from './one-of';
/**
 * Stable error codes (SPEC §8). Each is the `code` of a problem+json answer and the
 * locale key under `errors.` in the app, so the two never drift apart.
 */
export const ERROR_CODES = [
  // generic
  'network.error',
  'auth.not_authorized',
  'auth.access_denied',
  'http.not_found',
  'http.conflict',
  'validation.failed',
  'validation.field_required',
  'validation.invalid_email',
  'validation.invalid_phone',
  'validation.too_long',
  'validation.invalid_value',
  'validation.invalid_characters',
  'validation.invalid_rib',
  'http.too_many_requests',
  'http.payload_too_large',
  'http.uri_too_long',
  'http.unsupported_media_type',
  'http.malformed_body',
  'http.malformed_url',
  'server.error',
  'server.busy',
  'server.storage_full',
  'unexpected.error',
  // login
  'auth.login_failed',
  'auth.invalid_credentials',
  'auth.too_many_attempts',
  'auth.link_invalid',
  'auth.missing_credentials',
  'auth.account_disabled',
  'auth.password_change_required',
  // registration
  'registration.failed',
  'registration.network',
  'registration.validation',
  'registration.conflict',
  'registration.server',
  'registration.email_taken',
  'registration.invalid_email',
  'registration.password_too_short',
  'registration.password_mismatch',
  'registration.invalid_phone',
  // quiz
  'quiz.fetch_failed',
  'quiz.no_data',
  'quiz.submission_failed',
  'quiz.locked',
  'quiz.retry_later',
  'quiz.draw_changed',
  // certificate
  'certificate.generation_failed',
  'certificate.data_missing',
  'certificate.rating_failed',
  'certificate.rating_required',
  'certificate.required',
  'certificate.download_limit',
  // payment
  'payment.intent_error',
  'payment.processing_failed',
  'payment.methods_load_failed',
  'payment.proof_submission_failed',
  'payment.only_images',
  'payment.file_too_large',
  'payment.already_pending',
  'payment.already_paid',
  'payment.not_required',
  'payment.already_decided',
  'payments.own_payment',
  // profile
  'profile.user_load_failed',
  'profile.formations_load_failed',
  'profile.certificates_load_failed',
  'profile.update_failed',
  'profile.logout_failed',
  'profile.password_update_failed',
  'profile.current_password_wrong',
  // courses
  'courses.load_failed',
  'courses.enrollment_check_failed',
  'courses.data_load_failed',
  'enrollment.required',
  'enrollment.payment_required',
  'enrollment.revoked',
  'enrollment.failed',
  'lesson.locked',
  'progress.not_watched',
  // study media
  'media.link_invalid',
  'media.range_not_satisfiable',
  // staff media uploads
  'media.type_refused',
  'media.too_large',
  // contact
  'contact.failed',
  // chat
  'chatbot.session_start_failed',
  'chatbot.message_send_failed',
  'chatbot.limit_exceeded',
  'chatbot.config_load_failed',
  'chatbot.requests_check_failed',
  'chatbot.history_load_failed',
  'chatbot.disabled',
  'chatbot.provider_unavailable',
  'chatbot.provider_address_refused',
  // people management
  'users.self_change_forbidden',
  'users.last_admin',
  // idempotency
  'idempotency.key_mismatch',
  'idempotency.key_invalid',
  'idempotency.in_progress',
  // catalogue editor
  'editor.title_required',
  'editor.price_negative',
  'editor.question_text_required',
  'editor.question_options_count',
  'editor.question_option_empty',
  'editor.question_one_correct',
  'editor.reorder_mismatch',
  'editor.version_conflict',
  'editor.publish_incomplete',
  'editor.video_duration_unknown',
  'editor.slug_taken',
  'editor.formation_has_learners',
  'editor.file_type_refused',
  'editor.file_required',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && isOneOf(value, ERROR_CODES);
}

/** Per-field error codes of a 422 answer; `_` holds errors that belong to no single field. */
export type FieldErrors = Record<string, ErrorCode[]>;
