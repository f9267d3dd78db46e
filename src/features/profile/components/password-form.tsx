import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeSchema } from '../../../../contract/auth';
import type { ErrorCode } from '../../../../contract/errors';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { setSignedIn, storeUser, useSession } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { changePassword } from '../api/change-password';

type FieldName = 'current_password' | 'password' | 'password_confirmation';
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** SPEC §5 password change; the server ends the person's other sessions. */
export function PasswordForm() {
  const { t } = useTranslation(['profile', 'errors']);
  const form = useSchemaForm(PasswordChangeSchema, EMPTY);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [done, setDone] = useState(false);
  const fieldError = (name: FieldName) => {
    const code = form.error(name);
    return code ? t(code, errorKeyOptions) : null;
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    setDone(false);
    try {
      const updated = await changePassword(payload);
      const { token } = useSession.getState();
      // must_change_password is now false: the app stops holding the person on this tab.
      storeUser(updated);
      if (token) setSignedIn(token, updated);
      setDone(true);
      form.reset(EMPTY);
    } catch (error) {
      const problem = asApiError(error);
      form.setServerErrors(problem.fieldErrors);
      setFailure(
        problem.isNetwork
          ? 'network.error'
          : problem.status === 422 || problem.status === 429
            ? problem.code
            : 'profile.password_update_failed',
      );
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit}>
      <div role="status" aria-live="polite">
        {done ? <p className="profile-form__success">{t('password.changed')}</p> : null}
      </div>
      {failure ? (
        <p className="profile-form__alert" role="alert">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      <Field
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('current_password')}
        error={fieldError('current_password')}
      />
      <NewPasswordFields
        form={form}
        errorText={(code) => t(code, errorKeyOptions)}
        labels={{ password: t('password.new'), hint: t('password.newHint'), confirmation: t('password.confirmation') }}
      />
      <Button type="submit" busy={form.submitting}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
