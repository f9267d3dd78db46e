import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isFree } from '../../../../contract/catalogue-terms';
import type { Formation } from '../../../../contract/catalogue';
import type { RegisterPayload } from '../../../../contract/auth';
import { errorKeyOptions } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { RegisterFields, useRegisterForm } from '../../../domain-ui/register-fields';

/**
 * The account is created by the data layer (it opens the learner's database on sign-in), loaded when the
 * visitor sends the form rather than with the page, which the server renders and the app hydrates without it.
 */
async function registerAndSignIn(payload: RegisterPayload) {
  const { registerAndSignIn: register } = await import('../../../data/register');
  return register(payload);
}

interface SubscribeFormProps {
  formation: Formation;
  online: boolean;
  /** Runs once signed in, for a free formation: enroll and show the result in the enrollment panel. */
  onSignedIn: () => void;
}

/**
 * SPEC §2's "create account and subscribe": the register screen's fields (the visitor's details and a
 * password, which an account needs) in one form; on success the visitor is signed in and enrollment
 * starts at once — a free course enrolls, a paid one opens the payment screen.
 */
export function SubscribeForm({ formation, online, onSignedIn }: SubscribeFormProps) {
  const { t } = useTranslation(['catalogue', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const { form, status, failure, onSubmit } = useRegisterForm(registerAndSignIn, () => {
    if (isFree(formation)) onSignedIn();
    else navigate(paths.enroll(formation.id));
  });
  const creating = status === 'creating';
  // The server draws the form with its button off until the app has taken it over: sent before that,
  // the browser would submit it itself, as a GET that puts the password in the address (and in the
  // history and the server's logs). On 2G that window lasts seconds.
  const live = useHydrated();
  // What the visitor typed into the server's form while the app was on its way is kept, not wiped.
  const formElement = useRef<HTMLFormElement>(null);
  const { adoptTyped } = form;
  useLayoutEffect(() => {
    if (formElement.current) adoptTyped(formElement.current);
  }, [adoptTyped]);

  return (
    <form ref={formElement} className="subscribe-form" noValidate onSubmit={onSubmit} aria-busy={creating || undefined}>
      <h3 className="subscribe-form__title">{t('subscribe.title')}</h3>
      <p className="subscribe-form__lead">{t('subscribe.lead')}</p>
      <div role="status" aria-live="polite" className="subscribe-form__live">
        {creating ? <p>{t('subscribe.submitting')}</p> : null}
      </div>
      {failure ? (
        <div className="catalogue-notice catalogue-notice--error" role="alert">
          <p>{t(failure.code, errorKeyOptions)}</p>
        </div>
      ) : null}
      <RegisterFields
        form={form}
        rowClassName="subscribe-form__row"
        errorText={(code) => t(code, errorKeyOptions)}
        text={(key) => t(`subscribe.${key}`)}
      />
      <Button type="submit" busy={creating} disabled={!online || !live}>
        {creating ? t('subscribe.submitting') : t('subscribe.submit')}
      </Button>
      {!online ? <p className="enroll-panel__hint">{t('enroll.offline')}</p> : null}
      <p className="subscribe-form__login">
        {t('subscribe.haveAccount')}{' '}
        <Link to={paths.login} state={{ from: location }}>
          {t('subscribe.login')}
        </Link>
      </p>
    </form>
  );
}
