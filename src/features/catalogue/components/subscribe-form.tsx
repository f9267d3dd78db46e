import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { RegisterSchema } from '../../../../contract/auth';
import { isFree, type Formation } from '../../../../contract/catalogue';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiError } from '../../../lib/api';
import { currentLanguage, errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { registerAndSignIn } from '../api/register-and-sign-in';

type FieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'password_confirmation';

interface SubscribeFormProps {
  formation: Formation;
  online: boolean;
  /** Runs once signed in, for a free formation: enroll and show the result in the enrollment panel. */
  onSignedIn: () => void;
}

/** SPEC §8's registration failures, as the course page names them. */
function registrationCode(error: unknown): ErrorCode {
  if (!(error instanceof ApiError)) return 'registration.failed';
  if (error.isNetwork) return 'registration.network';
  if (error.status === 409) return 'registration.conflict';
  if (error.status === 422) return 'registration.validation';
  if (error.status === 429) return 'http.too_many_requests';
  if (error.status >= 500) return 'registration.server';
  return 'registration.failed';
}

/**
 * SPEC §2's "create account and subscribe": the visitor's details (and a password, which an account
 * needs) in one form; on success the visitor is signed in and enrollment starts at once — a free course
 * enrolls, a paid one opens the payment screen.
 */
export function SubscribeForm({ formation, online, onSignedIn }: SubscribeFormProps) {
  const { t } = useTranslation(['catalogue', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm(RegisterSchema, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    password_confirmation: '',
  });
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const fieldError = (name: FieldName) => {
    const code = form.error(name);
    return code ? t(code, errorKeyOptions) : null;
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    setCreating(true);
    try {
      await registerAndSignIn({ ...payload, preferred_language: currentLanguage() });
      if (isFree(formation)) onSignedIn();
      else navigate(paths.enroll(formation.id));
    } catch (error) {
      if (error instanceof ApiError) {
        form.setServerErrors(error.status === 409 ? { email: ['registration.email_taken'], ...error.fieldErrors } : error.fieldErrors);
      }
      setFailure(registrationCode(error));
    } finally {
      setCreating(false);
    }
  });

  return (
    <form className="subscribe-form" noValidate onSubmit={onSubmit} aria-busy={creating || undefined}>
      <h3 className="subscribe-form__title">{t('subscribe.title')}</h3>
      <p className="subscribe-form__lead">{t('subscribe.lead')}</p>
      <div role="status" aria-live="polite" className="subscribe-form__live">
        {creating ? <p>{t('subscribe.submitting')}</p> : null}
      </div>
      {failure ? (
        <div className="catalogue-notice catalogue-notice--error" role="alert">
          <p>{t(failure, errorKeyOptions)}</p>
        </div>
      ) : null}
      <div className="subscribe-form__row">
        <Field label={t('subscribe.firstName')} autoComplete="given-name" required {...form.bind('first_name')} error={fieldError('first_name')} />
        <Field label={t('subscribe.lastName')} autoComplete="family-name" required {...form.bind('last_name')} error={fieldError('last_name')} />
      </div>
      <Field
        label={t('subscribe.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...form.bind('email')}
        error={fieldError('email')}
      />
      <Field label={t('subscribe.phone')} type="tel" inputMode="tel" autoComplete="tel" required {...form.bind('phone')} error={fieldError('phone')} />
      <div className="subscribe-form__row">
        <Field
          label={t('subscribe.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('subscribe.passwordHint')}
          {...form.bind('password')}
          error={fieldError('password')}
        />
        <Field
          label={t('subscribe.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          {...form.bind('password_confirmation')}
          error={fieldError('password_confirmation')}
        />
      </div>
      <Button type="submit" busy={creating} disabled={!online}>
        {creating ? t('subscribe.submitting') : t('subscribe.submit')}
      </Button>
      {!online ? <p className="enroll-panel__hint">{t('enroll.offline')}</p> : null}
      <p className="subscribe-form__login">
        {t('subscribe.haveAccount')} <Link to={paths.login} state={{ from: location }}>
          {t('subscribe.login')}
        </Link>
      </p>
    </form>
  );
}
