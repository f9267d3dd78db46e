import { useState } from 'react';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { ProfileUpdateSchema } from '../../../../contract/auth';
import type { ErrorCode } from '../../../../contract/errors';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { setSignedIn, storeUser, useSession, type SessionUser } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { showToast } from '../../../ui/toast';
import { updateProfile } from '../api/update-profile';

type FieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'current_password';

/** The password field is empty unless the e-mail changes: the form checks it only then (see onSubmit). */
const ProfileFormSchema = v.object({ ...ProfileUpdateSchema.entries, current_password: v.optional(v.string()) });

/**
 * SPEC §5 profile edit: first and last name required, a valid e-mail; the phone may be left empty. A new
 * e-mail also asks for the current password (the server refuses it without), in a field shown only then.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'errors']);
  const form = useSchemaForm(ProfileFormSchema, {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    current_password: '',
  });
  const emailChanges = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const fieldError = (name: FieldName) => {
    const code = form.error(name);
    return code ? t(code, errorKeyOptions) : null;
  };

  const onSubmit = form.handleSubmit(async ({ current_password: currentPassword, ...changes }) => {
    setFailure(null);
    if (emailChanges && !currentPassword) {
      form.setServerErrors({ current_password: ['validation.field_required'] });
      return;
    }
    try {
      const updated = await updateProfile(emailChanges ? { ...changes, current_password: currentPassword } : changes);
      const { token } = useSession.getState();
      storeUser(updated);
      if (token) setSignedIn(token, updated);
      form.setValue('current_password', '');
      showToast(t('edit.saved'), 'success');
    } catch (error) {
      const problem = asApiError(error);
      form.setServerErrors(problem.fieldErrors);
      setFailure(
        problem.isNetwork
          ? 'network.error'
          : problem.status === 409 || problem.status === 422 || problem.status === 429
            ? problem.code
            : 'profile.update_failed',
      );
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
        <Field
          label={t('edit.firstName')}
          autoComplete="given-name"
          required
          {...form.bind('first_name')}
          error={fieldError('first_name')}
        />
        <Field label={t('edit.lastName')} autoComplete="family-name" required {...form.bind('last_name')} error={fieldError('last_name')} />
      </div>
      <Field
        label={t('edit.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.bind('email')}
        error={fieldError('email')}
      />
      {emailChanges ? (
        <Field
          label={t('edit.currentPassword')}
          hint={t('edit.currentPasswordHint')}
          type="password"
          autoComplete="current-password"
          required
          {...form.bind('current_password')}
          error={fieldError('current_password')}
        />
      ) : null}
      <Field
        label={t('edit.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        {...form.bind('phone')}
        error={fieldError('phone')}
      />
      <Button type="submit" busy={form.submitting}>
        {t('edit.submit')}
      </Button>
    </form>
  );
}
