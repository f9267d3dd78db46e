import * as v from 'valibot';
import { emailField, nameField, newPasswordField, optionalPhoneField, UserSchema } from './auth';
import type { ErrorCode } from './errors';
import { AfterQuerySchema, keysetPageOf, PageQuerySchema } from './pagination';
import { ROLES } from './roles';
import { nulFree, maxLength, minLength } from './text';
import { UUID_PATTERN } from './uuid';

/** People management by staff (DESIGN.md, roles and permissions; docs/permissions.md). */

const code = (value: ErrorCode): ErrorCode => value;

export const MAX_SEARCH_LENGTH = 100;

export const UserListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ...AfterQuerySchema.entries,
  role: v.optional(v.picklist(ROLES, code('validation.invalid_value'))),
  /** Matches first name, last name, full name, e-mail or phone, ignoring case. */
  q: v.optional(v.pipe(v.string(), nulFree(), v.trim(), maxLength(MAX_SEARCH_LENGTH, code('validation.too_long')))),
});
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>;

export const ManagedUserSchema = v.object({
  ...UserSchema.entries,
  disabled: v.boolean(),
  last_seen_at: v.nullable(v.string()),
});
export type ManagedUser = v.InferOutput<typeof ManagedUserSchema>;

export const ManagedUserPageSchema = keysetPageOf(ManagedUserSchema);
export type ManagedUserPage = v.InferOutput<typeof ManagedUserPageSchema>;

export const STAFF_ROLES_CREATABLE = ['agent', 'admin'] as const;

/** An admin opens an agent or admin account with a temporary password the new member changes at first login. */
export const StaffCreateSchema = v.object({
  first_name: nameField(),
  last_name: nameField(),
  email: emailField('validation.invalid_email'),
  phone: v.optional(optionalPhoneField('validation.invalid_phone'), ''),
  password: newPasswordField(),
  role: v.picklist(STAFF_ROLES_CREATABLE, code('validation.field_required')),
});
export type StaffCreateInput = v.InferInput<typeof StaffCreateSchema>;
export type StaffCreatePayload = v.InferOutput<typeof StaffCreateSchema>;

export const RolesUpdateSchema = v.object({
  roles: v.pipe(
    v.array(v.picklist(ROLES, code('validation.invalid_value')), code('validation.field_required')),
    minLength(1, code('validation.field_required')),
    v.check((roles) => new Set(roles).size === roles.length, code('validation.invalid_value')),
  ),
});
export type RolesUpdateInput = v.InferInput<typeof RolesUpdateSchema>;

export const PasswordResetSchema = v.object({ password: newPasswordField() });
export type PasswordResetInput = v.InferInput<typeof PasswordResetSchema>;

export const UserIdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(UUID_PATTERN)) });
