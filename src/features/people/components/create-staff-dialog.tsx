import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contract/errors';
import { StaffCreateSchema, type ManagedUser } from '../../../../contract/users';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { createStaff } from '../api/create-staff';
import { temporaryPassword } from '../temporary-password';

type FieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'password';

interface CreateStaffDialogProps {
  role: 'agent' | 'admin';
  open: boolean;
  onClose: () => void;
  onCreated: (user: ManagedUser, password: string) => void;
}

/** An admin opens an agent or admin account with a temporary password, replaced by its owner at first login. */
export function CreateStaffDialog({ role, open, onClose, onCreated }: CreateStaffDialogProps) {
  const { t } = useTranslation(['people', 'errors']);
  const form = useSchemaForm(StaffCreateSchema, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: temporaryPassword(),
    role,
  });
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const fieldError = (name: FieldName) => {
    const code = form.error(name);
    return code ? t(code, errorKeyOptions) : null;
  };
  const close = () => {
    setFailure(null);
    form.reset({ first_name: '', last_name: '', email: '', phone: '', password: temporaryPassword(), role });
    onClose();
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const created = await createStaff(payload);
      onCreated(created, payload.password);
      close();
    } catch (error) {
      const problem = asApiError(error);
      form.setServerErrors(problem.fieldErrors);
      setFailure(problem.code);
    }
  });

  return (
    <Dialog open={open} title={t(role === 'admin' ? 'create.titleAdmin' : 'create.titleAgent')} onClose={close}>
      <form className="people-form" noValidate onSubmit={onSubmit}>
        {failure ? (
          <p className="people-form__alert" role="alert">
            {t(failure, errorKeyOptions)}
          </p>
        ) : null}
        <Field label={t('fields.firstName')} autoComplete="off" required {...form.bind('first_name')} error={fieldError('first_name')} />
        <Field label={t('fields.lastName')} autoComplete="off" required {...form.bind('last_name')} error={fieldError('last_name')} />
        <Field label={t('fields.email')} type="email" autoComplete="off" required {...form.bind('email')} error={fieldError('email')} />
        <Field label={t('fields.phone')} type="tel" autoComplete="off" dir="ltr" {...form.bind('phone')} error={fieldError('phone')} />
        <Field
          label={t('fields.temporaryPassword')}
          hint={t('create.passwordHint')}
          type="text"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          required
          {...form.bind('password')}
          error={fieldError('password')}
        />
        <div className="people-form__actions">
          <Button type="submit" busy={form.submitting}>
            {t('create.submit')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
