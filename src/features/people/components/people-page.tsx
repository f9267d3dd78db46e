import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router-dom';
import type { ErrorCode } from '../../../../contract/errors';
import { hasRole, type Role } from '../../../../contract/roles';
import type { ManagedUser, ManagedUserPage } from '../../../../contract/users';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { listPeople } from '../api/list-people';
import { setDisabled } from '../api/set-disabled';
import { failureOf } from '../failure-message';
import { CreateStaffDialog } from './create-staff-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RolesDialog } from './roles-dialog';
import '../people.css';

type Loaded = { state: 'loading' } | { state: 'ready'; page: ManagedUserPage } | { state: 'failed'; code: ErrorCode };
type Answer = Exclude<Loaded, { state: 'loading' }> & { key: string };
type Pending = { kind: 'roles' | 'reset' | 'disable'; person: ManagedUser } | null;

interface PeoplePageProps {
  /** Whose list this page shows: /dashboard/admins, /agents or /clients. */
  role: Role;
  title: string;
}

/**
 * A paginated, searchable list of one kind of person (docs/permissions.md): agents may only look at
 * clients; admins may also create staff, change roles, disable or re-enable and reset passwords.
 */
export function PeoplePage({ role, title }: PeoplePageProps) {
  const { t, i18n } = useTranslation(['people', 'errors']);
  const me = useSession((state) => state.user);
  const canManage = me ? hasRole(me.roles, 'admin') : false;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const [reload, setReload] = useState(0);
  // The answer remembers which request it answers; any other request is still loading.
  const requestKey = JSON.stringify([role, q, page, reload]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const loaded: Loaded = answer && answer.key === requestKey ? answer : { state: 'loading' };
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [handover, setHandover] = useState<{ person: ManagedUser; password: string } | null>(null);
  const searchId = useId();
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });

  useEffect(() => {
    let live = true;
    listPeople({ role, q, page }).then(
      (result) => live && setAnswer({ key: requestKey, state: 'ready', page: result }),
      async (error: unknown) => {
        const failure = await failureOf(error);
        if (live) setAnswer({ key: requestKey, state: 'failed', code: failure.code });
      },
    );
    return () => {
      live = false;
    };
  }, [role, q, page, requestKey]);

  const refresh = useCallback(() => setReload((value) => value + 1), []);
  const go = (next: { q?: string; page?: number }) => {
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? page;
    setParams({ ...(nextQ ? { q: nextQ } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) }, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };
  const fail = async (error: unknown) => showToast(t((await failureOf(error)).code, errorKeyOptions), 'error');

  const toggleDisabled = async (person: ManagedUser, disabled: boolean) => {
    try {
      await setDisabled(person.id, disabled);
      showToast(t(disabled ? 'disable.done' : 'enable.done', { name: person.first_name }), 'success');
      refresh();
    } catch (error) {
      await fail(error);
    } finally {
      setPending(null);
    }
  };

  const createRole = role === 'agent' || role === 'admin' ? role : null;

  return (
    <Page title={title} className="people-page">
      <div className="people-page__bar">
        <form className="people-page__search" role="search" onSubmit={search}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            value={draft}
            placeholder={t('search.placeholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('search.submit')}
          </Button>
        </form>
        {canManage && createRole ? (
          <Button onClick={() => setCreating(true)}>{t(createRole === 'admin' ? 'create.openAdmin' : 'create.openAgent')}</Button>
        ) : null}
      </div>

      {handover ? (
        <div className="people-page__handover" role="status">
          <p>{t('handover.text', { name: `${handover.person.first_name} ${handover.person.last_name}`, email: handover.person.email })}</p>
          <p className="people-page__password" dir="ltr">
            {handover.password}
          </p>
          <Button variant="secondary" onClick={() => setHandover(null)}>
            {t('handover.done')}
          </Button>
        </div>
      ) : null}

      {loaded.state === 'loading' ? <Spinner label={t('list.loading')} /> : null}
      {loaded.state === 'failed' ? (
        <div className="people-page__alert" role="alert">
          <p>{t(loaded.code, errorKeyOptions)}</p>
          <Button variant="secondary" onClick={refresh}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {loaded.state === 'ready' ? (
        <>
          <p className="people-page__count" aria-live="polite">
            {t('list.count', { total: loaded.page.meta.total })}
          </p>
          {loaded.page.data.length === 0 ? (
            <p>{q ? t('list.noMatch', { q }) : t('list.empty')}</p>
          ) : (
            <div className="people-page__scroll" role="region" aria-label={title} tabIndex={0}>
              <table className="people-table">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col">{t('columns.email')}</th>
                    <th scope="col">{t('columns.phone')}</th>
                    <th scope="col">{t('columns.roles')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.memberSince')}</th>
                    {canManage ? <th scope="col">{t('columns.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {loaded.page.data.map((person) => {
                    const isSelf = person.id === me?.id;
                    return (
                      <tr key={person.id}>
                        <th scope="row">
                          {person.first_name} {person.last_name}
                          {isSelf ? <span className="people-table__you"> {t('list.you')}</span> : null}
                        </th>
                        <td>{person.email}</td>
                        <td dir="ltr">{person.phone || '—'}</td>
                        <td>{person.roles.map((r) => t(`role.${r}`)).join(', ')}</td>
                        <td>
                          <span className={person.disabled ? 'people-table__status people-table__status--off' : 'people-table__status'}>
                            {person.disabled ? t('status.disabled') : t('status.active')}
                          </span>
                          {person.must_change_password ? <span className="people-table__note">{t('status.mustChange')}</span> : null}
                        </td>
                        <td>{dateFormat.format(new Date(person.member_since))}</td>
                        {canManage ? (
                          <td>
                            <div className="people-table__actions">
                              <Button variant="secondary" onClick={() => setPending({ kind: 'roles', person })}>
                                {t('actions.roles')}
                              </Button>
                              {person.disabled ? (
                                <Button variant="secondary" onClick={() => void toggleDisabled(person, false)}>
                                  {t('actions.enable')}
                                </Button>
                              ) : (
                                <Button variant="secondary" disabled={isSelf} onClick={() => setPending({ kind: 'disable', person })}>
                                  {t('actions.disable')}
                                </Button>
                              )}
                              <Button variant="secondary" disabled={isSelf} onClick={() => setPending({ kind: 'reset', person })}>
                                {t('actions.reset')}
                              </Button>
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Pagination page={loaded.page.meta.page} totalPages={loaded.page.meta.total_pages} onPageChange={(next) => go({ page: next })} />
        </>
      ) : null}

      {canManage && createRole ? (
        <CreateStaffDialog
          role={createRole}
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(person, password) => {
            setHandover({ person, password });
            refresh();
          }}
        />
      ) : null}
      {pending?.kind === 'roles' ? (
        <RolesDialog
          person={pending.person}
          isSelf={pending.person.id === me?.id}
          onClose={() => setPending(null)}
          onDone={(person) => {
            setPending(null);
            showToast(t('roles.done', { name: person.first_name }), 'success');
            refresh();
          }}
        />
      ) : null}
      {pending?.kind === 'reset' ? (
        <ResetPasswordDialog
          person={pending.person}
          onClose={() => setPending(null)}
          onDone={(person, password) => {
            setPending(null);
            setHandover({ person, password });
            refresh();
          }}
        />
      ) : null}
      {pending?.kind === 'disable' ? (
        <Dialog
          open
          title={t('disable.title', { name: `${pending.person.first_name} ${pending.person.last_name}` })}
          onClose={() => setPending(null)}
          actions={
            <>
              <Button onClick={() => void toggleDisabled(pending.person, true)}>{t('disable.confirm')}</Button>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t('actions.cancel')}
              </Button>
            </>
          }
        >
          <p>{t('disable.explanation')}</p>
        </Dialog>
      ) : null}
    </Page>
  );
}
