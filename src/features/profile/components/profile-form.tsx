import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ProfileUpdateSchema } from '../../../../contract/auth';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiError, toApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { setSignedIn, storeUser, useSession, type SessionUser } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { showToast } from '../../../ui/toast';
import { updateProfile } from '../api/update-profile';

type FieldName = 'first_name' | 'last_name' | 'email' | 'phone';

/** SPEC §5 profile edit: first and last name required, a valid e-mail; the phone may be left empty. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'errors']);
  const form = useSchemaForm(ProfileUpdateSchema, {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
  });
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const fieldError = (name: FieldName) => {
    const code = form.error(name);
    return code ? t(code, errorKeyOptions) : null;
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const updated = await updateProfile(payload);
      const { token } = useSession.getState();
      storeUser(updated);
      if (token) setSignedIn(token, updated);
      showToast(t('edit.saved'), 'success');
    } catch (error) {
      const problem = error instanceof ApiError ? error : await toApiError(error);
      form.setServerErrors(problem.fieldErrors);
      setFailure(problem.isNetwork ? 'network.error' : problem.status === 409 || problem.status === 422 ? problem.code : 'profile.update_failed');
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit}>
      {failure ? (
        <p className="profile-form__alert" role="alert">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      <div className="profile-form__row">
        <Field label={t('edit.firstName')} autoComplete="given-name" required {...form.bind('first_name')} error={fieldError('first_name')} />
        <Field label={t('edit.lastName')} autoComplete="family-name" required {...form.bind('last_name')} error={fieldError('last_name')} />
      </div>
      <Field label={t('edit.email')} type="email" autoComplete="email" inputMode="email" required {...form.bind('email')} error={fieldError('email')} />
      <Field label={t('edit.phone')} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" {...form.bind('phone')} error={fieldError('phone')} />
      <Button type="submit" busy={form.submitting}>
        {t('edit.submit')}
      </Button>
    </form>
  );
}
