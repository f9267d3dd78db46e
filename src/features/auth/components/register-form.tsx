import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { User } from '../../../../contract/auth';
import { register } from '../../../data/register';
import { registrationFailure, type FormFailure } from '../../../lib/form-failure';
import { currentLanguage, errorKeyOptions } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { RegisterFields, useRegisterForm } from '../../../ui/register-fields';

type Status = 'idle' | 'creating' | 'created';

interface RegisterFormProps {
  onCreated: (user: User) => void;
}

/** SPEC §4 registration: form → "creating account..." → "account created successfully" (the page then redirects). */
export function RegisterForm({ onCreated }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const form = useRegisterForm();
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<FormFailure | null>(null);

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
      <RegisterFields
        form={form}
        rowClassName="auth-form__row"
        errorText={(code) => t(code, errorKeyOptions)}
        text={(key) => t(`register.${key}`)}
        phoneHint={t('register.phoneHint')}
      />
      <Button type="submit" busy={status === 'creating'} disabled={status === 'created'} className="auth-form__submit">
        {status === 'creating' ? t('register.creating') : t('register.submit')}
      </Button>
    </form>
  );
}
