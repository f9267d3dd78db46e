import { useState, type ReactNode } from 'react';
import { RegisterSchema, type RegisterPayload } from '../../contract/auth';
import type { ErrorCode } from '../../contract/errors';
import { registrationFailure, type FormFailure } from '../lib/form-failure';
import { currentLanguage } from '../lib/i18n';
import { useSchemaForm, type SchemaForm } from '../lib/use-schema-form';
import { Field } from '../ui/field';
import { NewPasswordFields } from '../ui/new-password-fields';

type RegisterValues = Record<'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'password_confirmation', string>;
export type RegisterForm = SchemaForm<RegisterValues, RegisterPayload>;

// Module-level so `reset` keeps one identity across renders.
const EMPTY: RegisterValues = { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '' };

export type RegisterStatus = 'idle' | 'creating' | 'created';

/**
 * A new account's form (SPEC §4), validated by the schema the server parses, sent by `send` in the
 * visitor's language; a failure is named as SPEC §8 names registration failures, its field codes on
 * their fields. The register screen sends a registration, the course page a registration then a sign-in.
 */
export function useRegisterForm<T>(send: (payload: RegisterPayload) => Promise<T>, onDone: (result: T) => void) {
  const form: RegisterForm = useSchemaForm(RegisterSchema, EMPTY);
  const [status, setStatus] = useState<RegisterStatus>('idle');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    setStatus('creating');
    try {
      const result = await send({ ...payload, preferred_language: currentLanguage() });
      setStatus('created');
      onDone(result);
    } catch (error) {
      const found = await registrationFailure(error);
      form.setServerErrors(found.fields);
      setFailure(found);
      setStatus('idle');
    }
  });
  return { form, status, failure, onSubmit };
}

/** The texts the fields need; each screen keeps them under its own prefix (`register.email`, `subscribe.email`). */
export type RegisterText = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'passwordHint' | 'passwordConfirmation';

interface RegisterFieldsProps {
  form: RegisterForm;
  text: (key: RegisterText) => string;
  phoneHint?: ReactNode;
  /** Translates an error code; each screen reads its own namespaces. */
  errorText: (code: ErrorCode) => string;
  /** The grid class that puts paired fields side by side on wide screens. */
  rowClassName: string;
}

/**
 * The fields of a new account, written once: the register screen and the course page's "create account
 * and subscribe" show the same inputs with the same autocomplete hints and the same error wiring.
 */
export function RegisterFields({ form, text, phoneHint, errorText, rowClassName }: RegisterFieldsProps) {
  const fieldError = (name: keyof RegisterValues) => {
    const code = form.error(name);
    return code ? errorText(code) : null;
  };
  return (
    <>
      <div className={rowClassName}>
        <Field label={text('firstName')} autoComplete="given-name" required {...form.bind('first_name')} error={fieldError('first_name')} />
        <Field label={text('lastName')} autoComplete="family-name" required {...form.bind('last_name')} error={fieldError('last_name')} />
      </div>
      <Field
        label={text('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.bind('email')}
        error={fieldError('email')}
      />
      <Field
        label={text('phone')}
        hint={phoneHint}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        required
        {...form.bind('phone')}
        error={fieldError('phone')}
      />
      <div className={rowClassName}>
        <NewPasswordFields
          form={form}
          errorText={errorText}
          labels={{ password: text('password'), hint: text('passwordHint'), confirmation: text('passwordConfirmation') }}
        />
      </div>
    </>
  );
}
