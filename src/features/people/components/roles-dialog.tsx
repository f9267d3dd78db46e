import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contract/errors';
import { ROLES, type Role } from '../../../../contract/roles';
import type { ManagedUser } from '../../../../contract/users';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { isolate } from '../../../lib/bidi';
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
  const [selected, setSelected] = useState<Role[]>(person.roles);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (role: Role, on: boolean) =>
    setSelected((current) => (on ? ROLES.filter((r) => r === role || current.includes(r)) : current.filter((r) => r !== role)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      setFailure('validation.field_required');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onDone(await setRoles(person.id, selected));
    } catch (error) {
      setFailure(asApiError(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('roles.title', { name: isolate(`${person.first_name} ${person.last_name}`) })} onClose={onClose}>
      <form className="people-form" noValidate onSubmit={(event) => void submit(event)}>
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
          <Button type="submit" busy={busy}>
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
