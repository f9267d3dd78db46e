import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contract/errors';
import { PasswordResetSchema, type ManagedUser } from '../../../../contract/users';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { isolate } from '../../../lib/bidi';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { resetPassword } from '../api/reset-password';
import { temporaryPassword } from '../temporary-password';

interface ResetPasswordDialogProps {
  person: ManagedUser;
  onClose: () => void;
  onDone: (user: ManagedUser, password: string) => void;
}

/** Sets a temporary password: the person is signed out everywhere and picks a new one at next login. */
export function ResetPasswordDialog({ person, onClose, onDone }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['people', 'errors']);
  const form = useSchemaForm(PasswordResetSchema, { password: temporaryPassword() });
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const code = form.error('password');

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      onDone(await resetPassword(person.id, password), password);
    } catch (error) {
      const problem = asApiError(error);
      form.setServerErrors(problem.fieldErrors);
      setFailure(problem.code);
    }
  });

  return (
    <Dialog open title={t('reset.title', { name: isolate(`${person.first_name} ${person.last_name}`) })} onClose={onClose}>
      <form className="people-form" noValidate onSubmit={onSubmit}>
        <p>{t('reset.explanation')}</p>
        {failure ? (
          <p className="people-form__alert" role="alert">
            {t(failure, errorKeyOptions)}
          </p>
        ) : null}
        <Field
          label={t('fields.temporaryPassword')}
          type="text"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          required
          {...form.bind('password')}
          error={code ? t(code, errorKeyOptions) : null}
        />
        <div className="people-form__actions">
          <Button type="submit" busy={form.submitting}>
            {t('reset.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
