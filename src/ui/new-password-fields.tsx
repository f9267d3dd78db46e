import type { ReactNode } from 'react';
import type { ErrorCode } from '../../contract/errors';
import type { TextBinding } from '../lib/use-schema-form';
import { Field } from './field';

type NewPasswordField = 'password' | 'password_confirmation';

interface NewPasswordFieldsProps {
  /** Any schema form with `password` and `password_confirmation` (registration, password change). */
  form: { bind: (name: NewPasswordField) => TextBinding; error: (name: NewPasswordField) => ErrorCode | null };
  labels: { password: string; hint: ReactNode; confirmation: string };
  errorText: (code: ErrorCode) => string;
}

/** A new password and its confirmation, with the hints password managers need to offer a strong one. */
export function NewPasswordFields({ form, labels, errorText }: NewPasswordFieldsProps) {
  const fieldError = (name: NewPasswordField) => {
    const code = form.error(name);
    return code ? errorText(code) : null;
  };
  return (
    <>
      <Field
        label={labels.password}
        hint={labels.hint}
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
        error={fieldError('password')}
      />
      <Field
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password_confirmation')}
        error={fieldError('password_confirmation')}
      />
    </>
  );
}
