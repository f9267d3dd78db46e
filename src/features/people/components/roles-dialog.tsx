import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contract/errors';
import { ROLES, type Role } from '../../../../contract/roles';
import { RolesUpdateSchema, type ManagedUser } from '../../../../contract/users';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { isolate } from '../../../lib/bidi';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { setRoles } from '../api/set-roles';

interface RolesDialogProps {
  person: ManagedUser;
  /** An admin editing their own roles may not untick "admin" (the server refuses it too). */
  isSelf: boolean;
  onClose: () => void;
  onDone: (user: ManagedUser) => void;
}

export function RolesDialog({ person, isSelf, onClose, onDone }: RolesDialogProps) {
  const { t } = useTranslation(['people', 'errors']);
  const legendId = useId();
  const [initial] = useState(() => ({ roles: person.roles }));
  const form = useSchemaForm(RolesUpdateSchema, initial);
  const selected: readonly Role[] = form.values.roles;
  // The server's answer when it refused; else the schema's code (no role ticked).
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const failure = refusal ?? form.error('roles');

  const toggle = (role: Role, on: boolean) =>
    form.setValue('roles', on ? ROLES.filter((r) => r === role || selected.includes(r)) : selected.filter((r) => r !== role));

  const submit = async ({ roles }: { roles: Role[] }) => {
    setRefusal(null);
    try {
      onDone(await setRoles(person.id, roles));
    } catch (error) {
      setRefusal(asApiError(error).code);
    }
  };

  return (
    <Dialog open title={t('roles.title', { name: isolate(`${person.first_name} ${person.last_name}`) })} onClose={onClose}>
      <form className="people-form" noValidate onSubmit={(event) => form.handleSubmit(submit)(event)}>
        <fieldset className="people-form__roles" aria-describedby={failure ? `${legendId}-error` : undefined}>
          <legend id={legendId}>{t('roles.legend')}</legend>
          {ROLES.map((role) => (
            <label key={role} className="people-form__check">
              <input
                type="checkbox"
                checked={selected.includes(role)}
                disabled={isSelf && role === 'admin'}
                onChange={(event) => toggle(role, event.target.checked)}
              />
              {t(`role.${role}`)}
            </label>
          ))}
        </fieldset>
        {failure ? (
          <p className="people-form__alert" role="alert" id={`${legendId}-error`}>
            {t(failure, errorKeyOptions)}
          </p>
        ) : null}
        <div className="people-form__actions">
          <Button type="submit" busy={form.submitting}>
            {t('roles.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
