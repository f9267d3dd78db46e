import * as v from 'valibot';
import { LANGUAGES, MIN_PASSWORD_LENGTH } from './constants';
import type { ErrorCode } from './errors';
import { normalisePhone } from './phone';
import { ROLES } from './roles';
import { nulFree, maxLength, minLength } from './text';

/**
 * Identity payloads (SPEC §5, §7, §8). Every check's message is an error code, so the same schema
 * gives the form its field errors and the server its 422 answer. Each field stops at its first
 * failed check, so a field shows one reason, the most basic one.
 */

const code = (value: ErrorCode): ErrorCode => value;
const REQUIRED = code('validation.field_required');
const TOO_LONG = code('validation.too_long');

/** scrypt's cost grows with the input; a bound keeps a huge "password" from tying up a core. */
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

const field = <TSchema extends v.GenericSchema>(schema: TSchema) => v.config(schema, { abortPipeEarly: true });

export const nameField = () =>
  field(v.pipe(v.string(REQUIRED), nulFree(), v.trim(), v.nonEmpty(REQUIRED), maxLength(MAX_NAME_LENGTH, TOO_LONG)));

/** Stored and compared lower-cased: one account per address whatever the letter case. */
export const emailField = (invalid: ErrorCode) =>
  field(
    v.pipe(
      v.string(REQUIRED),
      nulFree(),
      v.trim(),
      v.nonEmpty(REQUIRED),
      maxLength(MAX_EMAIL_LENGTH, TOO_LONG),
      v.email(invalid),
      v.toLowerCase(),
    ),
  );

export const phoneField = (invalid: ErrorCode) =>
  field(
    v.pipe(
      v.string(REQUIRED),
      nulFree(),
      v.trim(),
      v.nonEmpty(REQUIRED),
      v.check((value) => normalisePhone(value) !== null, invalid),
      v.transform((value) => normalisePhone(value) ?? value),
    ),
  );

/** Staff and profile phones may be left empty (stored as ""); a given one must be valid. */
export const optionalPhoneField = (invalid: ErrorCode) =>
  field(
    v.pipe(
      v.string(invalid),
      nulFree(),
      v.trim(),
      v.check((value) => value === '' || normalisePhone(value) !== null, invalid),
      v.transform((value) => (value === '' ? '' : (normalisePhone(value) ?? value))),
    ),
  );

export const newPasswordField = () =>
  field(
    v.pipe(
      v.string(REQUIRED),
      nulFree(),
      v.nonEmpty(REQUIRED),
      minLength(MIN_PASSWORD_LENGTH, code('registration.password_too_short')),
      maxLength(MAX_PASSWORD_LENGTH, TOO_LONG),
    ),
  );

const requiredSecret = () => field(v.pipe(v.string(REQUIRED), nulFree(), v.nonEmpty(REQUIRED), maxLength(MAX_PASSWORD_LENGTH, TOO_LONG)));

const LanguageSchema = v.picklist(LANGUAGES, code('validation.invalid_value'));

const MISMATCH = code('registration.password_mismatch');
/** An empty field already says "required"; "does not match" on top would be noise. */
const confirms = (input: { password: string; password_confirmation: string }) =>
  input.password === '' || input.password_confirmation === '' || input.password === input.password_confirmation;

/**
 * "Does not match", on the confirmation field, judged on the two texts as typed. A raw check, not a
 * partial one: valibot skips a partial check while either field has an issue of its own, and a learner
 * whose password is also too short must hear both.
 */
const confirmationMatches = <T extends { password: string; password_confirmation: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const { password, password_confirmation: confirmation } = input as Record<string, unknown>;
    if (typeof password !== 'string' || typeof confirmation !== 'string') return;
    if (confirms({ password, password_confirmation: confirmation })) return;
    addIssue({
      message: MISMATCH,
      path: [
        { type: 'object', origin: 'value', input: input as Record<string, unknown>, key: 'password_confirmation', value: confirmation },
      ],
    });
  });

export const RegisterSchema = v.pipe(
  v.object({
    first_name: nameField(),
    last_name: nameField(),
    email: emailField('registration.invalid_email'),
    phone: phoneField('registration.invalid_phone'),
    password: newPasswordField(),
    password_confirmation: requiredSecret(),
    preferred_language: v.optional(LanguageSchema),
  }),
  confirmationMatches(),
);
export type RegisterInput = v.InferInput<typeof RegisterSchema>;
export type RegisterPayload = v.InferOutput<typeof RegisterSchema>;

export const LoginSchema = v.object({
  email: emailField('validation.invalid_email'),
  password: requiredSecret(),
  remember: v.optional(v.boolean(code('validation.invalid_value')), false),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type LoginPayload = v.InferOutput<typeof LoginSchema>;

/**
 * POST /api/login/link: a one-time sign-in link sent to `email` (the way in while the account is under
 * attack). Always answered 202, whether the account exists or not.
 */
export const LoginLinkRequestSchema = v.object({
  email: emailField('validation.invalid_email'),
});
export type LoginLinkRequestPayload = v.InferOutput<typeof LoginLinkRequestSchema>;

/** The link's secret, as the app reads it from the link's fragment (`/login/link#<token>`). */
export const LOGIN_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/login/link/consume: the link's token for a session, once, within 15 minutes. */
export const LoginLinkConsumeSchema = v.object({
  token: field(v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), v.regex(LOGIN_LINK_TOKEN_PATTERN, code('auth.link_invalid')))),
  remember: v.optional(v.boolean(code('validation.invalid_value')), false),
});
export type LoginLinkConsumePayload = v.InferOutput<typeof LoginLinkConsumeSchema>;

/**
 * PATCH /api/me: every field optional, each one checked when sent. A new `email` needs the account's
 * `current_password` too (422 `validation.field_required` without it, `profile.current_password_wrong`
 * when wrong, both on that field); other changes ignore it.
 */
export const ProfileUpdateSchema = v.object({
  first_name: v.optional(nameField()),
  last_name: v.optional(nameField()),
  email: v.optional(emailField('validation.invalid_email')),
  phone: v.optional(optionalPhoneField('validation.invalid_phone')),
  preferred_language: v.optional(v.nullable(LanguageSchema)),
  current_password: v.optional(requiredSecret()),
});
export type ProfileUpdateInput = v.InferInput<typeof ProfileUpdateSchema>;
export type ProfileUpdatePayload = v.InferOutput<typeof ProfileUpdateSchema>;

export const PasswordChangeSchema = v.pipe(
  v.object({
    current_password: requiredSecret(),
    password: newPasswordField(),
    password_confirmation: requiredSecret(),
  }),
  confirmationMatches(),
);
export type PasswordChangeInput = v.InferInput<typeof PasswordChangeSchema>;
export type PasswordChangePayload = v.InferOutput<typeof PasswordChangeSchema>;

export const UserSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  /** E.164, or "" when a staff account was created without one. */
  phone: v.string(),
  member_since: v.string(),
  preferred_language: v.nullable(v.picklist(LANGUAGES)),
  /** Highest privilege first, so `roles[0]` is the role the app stores (SPEC §6). */
  roles: v.array(v.picklist(ROLES)),
  /** Set when an admin reset the password: the app sends the user to change it before anything else. */
  must_change_password: v.boolean(),
});
export type User = v.InferOutput<typeof UserSchema>;

export const LoginResponseSchema = v.object({
  token: v.string(),
  user: UserSchema,
  roles: v.array(v.picklist(ROLES)),
  role: v.picklist(ROLES),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
