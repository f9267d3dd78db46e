import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginSchema } from '../../../../contract/auth';
import type { LoginResponse } from '../../../../contract/auth';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { login } from '../api/login';
import { requestLoginLink } from '../api/login-link';
import { loginFailure, type FormFailure } from '../../../lib/form-failure';

interface LoginFormProps {
  initialEmail?: string;
  /** Runs with the login answer; the page stores it and moves on. */
  onSignedIn: (response: LoginResponse, remember: boolean) => Promise<void>;
  /** Runs when a sign-in was refused, so the page can drop what no longer holds ("your account is ready"). */
  onFailed?: () => void;
}

/** SPEC §2 login with keep-me-logged-in; errors of SPEC §8 on the form and on their fields. */
export function LoginForm({ initialEmail = '', onSignedIn, onFailed }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const rememberId = useId();
  const rememberHintId = useId();
  const form = useSchemaForm(LoginSchema, { email: initialEmail, password: '', remember: false as boolean });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  /** The one-time sign-in link offered after a 429: the owner's way in while the account is being guessed. */
  const [link, setLink] = useState<{ state: 'idle' | 'sending' | 'sent' | 'failed'; email: string }>({ state: 'idle', email: '' });
  const fieldError = (name: 'email' | 'password') => {
    const code = form.error(name);
    return code ? t(code, errorKeyOptions) : null;
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    setLink({ state: 'idle', email: '' });
    try {
      await onSignedIn(await login(payload), payload.remember);
    } catch (error) {
      const found = await loginFailure(error);
      form.setServerErrors(found.fields);
      setFailure(found);
      onFailed?.();
    }
  });

  const sendLink = async () => {
    const email = form.values.email.trim().toLowerCase();
    setLink({ state: 'sending', email });
    try {
      await requestLoginLink(email);
      setLink({ state: 'sent', email });
    } catch {
      setLink({ state: 'failed', email });
    }
  };

  const minutes = failure?.retryAfterSeconds ? Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) : null;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={form.submitting || undefined}>
      {failure ? (
        <div className="auth-form__alert" role="alert">
          <p>{t(failure.code, errorKeyOptions)}</p>
          {failure.code === 'auth.too_many_attempts' && minutes ? <p>{t('login.retryIn', { minutes, count: minutes })}</p> : null}
          {failure.code === 'auth.too_many_attempts' ? (
            link.state === 'sent' ? (
              <p role="status">{t('login.linkSent', { email: link.email })}</p>
            ) : (
              <>
                <p>{t('login.linkOffer')}</p>
                <Button type="button" variant="secondary" busy={link.state === 'sending'} onClick={() => void sendLink()}>
                  {link.state === 'sending' ? t('login.linkSending') : t('login.linkSend')}
                </Button>
                {link.state === 'failed' ? <p>{t('login.linkFailed')}</p> : null}
              </>
            )
          ) : null}
        </div>
      ) : null}
      <Field
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        {...form.bind('email')}
        error={fieldError('email')}
      />
      <Field
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('password')}
        error={fieldError('password')}
      />
      <div className="auth-form__check">
        <input
          id={rememberId}
          type="checkbox"
          name="remember"
          checked={form.values.remember}
          aria-describedby={rememberHintId}
          onChange={(event) => form.setValue('remember', event.target.checked)}
        />
        <label htmlFor={rememberId}>{t('login.remember')}</label>
        <p id={rememberHintId} className="auth-form__hint">
          {t('login.rememberHint')}
        </p>
      </div>
      <Button type="submit" busy={form.submitting} className="auth-form__submit">
        {form.submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
