import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RegisterSchema } from '../../../../contract/auth';
import type { User } from '../../../../contract/auth';
import { currentLanguage, errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { register } from '../api/register';
import { registrationFailure, type FormFailure } from '../form-failure';

type Status = 'idle' | 'creating' | 'created';
type FieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'password_confirmation';

interface RegisterFormProps {
  onCreated: (user: User) => void;
}

/** SPEC §4 registration: form → "creating account..." → "account created successfully" (the page then redirects). */
export function RegisterForm({ onCreated }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const form = useSchemaForm(RegisterSchema, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    password_confirmation: '',
  });
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const fieldError = (name: FieldName) => {
    const code = form.error(name);
    return code ? t(code, errorKeyOptions) : null;
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    setStatus('creating');
    try {
      const user = await register({ ...payload, preferred_language: currentLanguage() });
      setStatus('created');
      onCreated(user);
    } catch (error) {
      const found = await registrationFailure(error);
      form.setServerErrors(found.fields);
      setFailure(found);
      setStatus('idle');
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={status === 'creating' || undefined}>
      <div className="auth-form__status" role="status" aria-live="polite">
        {status === 'creating' ? <p>{t('register.creating')}</p> : null}
        {status === 'created' ? (
          <p className="auth-form__success">
            {t('register.created')} {t('register.redirecting')}
          </p>
        ) : null}
      </div>
      {failure ? (
        <div className="auth-form__alert" role="alert">
          <p>{t(failure.code, errorKeyOptions)}</p>
        </div>
      ) : null}
      <div className="auth-form__row">
        <Field label={t('register.firstName')} autoComplete="given-name" required {...form.bind('first_name')} error={fieldError('first_name')} />
        <Field label={t('register.lastName')} autoComplete="family-name" required {...form.bind('last_name')} error={fieldError('last_name')} />
      </div>
      <Field
        label={t('register.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.bind('email')}
        error={fieldError('email')}
      />
      <Field
        label={t('register.phone')}
        hint={t('register.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        required
        {...form.bind('phone')}
        error={fieldError('phone')}
      />
      <Field
        label={t('register.password')}
        hint={t('register.passwordHint')}
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
        error={fieldError('password')}
      />
      <Field
        label={t('register.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password_confirmation')}
        error={fieldError('password_confirmation')}
      />
      <Button type="submit" busy={status === 'creating'} disabled={status === 'created'} className="auth-form__submit">
        {status === 'creating' ? t('register.creating') : t('register.submit')}
      </Button>
    </form>
  );
}
