import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/auth';
import { register } from '../../../data/register';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import { RegisterFields, useRegisterForm } from '../../../domain-ui/register-fields';

/** The numbers the phone hint shows, the same in every language (a Moroccan mobile, a French one). */
const PHONE_EXAMPLES = { local: '06 12 34 56 78', international: '+33 6 12 34 56 78' } as const;

interface RegisterFormProps {
  onCreated: (user: User) => void;
}

/** SPEC §4 registration: form → "creating account..." → "account created successfully" (the page then redirects). */
export function RegisterForm({ onCreated }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { form, status, failure, onSubmit } = useRegisterForm(register, onCreated);

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
        phoneHint={
          // Each example on its own, left to right: digits alone would be laid out right to left in Arabic.
          <BidiText
            dir="ltr"
            text={t('register.phoneHint', { local: isolate(PHONE_EXAMPLES.local), international: isolate(PHONE_EXAMPLES.international) })}
          />
        }
      />
      <Button type="submit" busy={status === 'creating'} disabled={status === 'created'} className="auth-form__submit">
        {status === 'creating' ? t('register.creating') : t('register.submit')}
      </Button>
    </form>
  );
}
