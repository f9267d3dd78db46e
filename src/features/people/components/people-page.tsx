import { useId, useState, type FormEvent } from 'react';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useSearchParams } from 'react-router-dom';
import { hasRole, type Role } from '../../../../contract/roles';
import type { ManagedUser, ManagedUserPage } from '../../../../contract/users';
import { ApiError, asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { isolate } from '../../../lib/bidi';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { Dialog } from '../../../ui/dialog';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { listPeople } from '../api/list-people';
import { setDisabled } from '../api/set-disabled';
import { CreateStaffDialog } from './create-staff-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RolesDialog } from './roles-dialog';
import '../people.css';
import { formatValue } from '../../../lib/format';

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
  const { t } = useTranslation(['people', 'errors', 'common']);
  const language = useLanguage();
  const me = useSession((state) => state.user);
  const canManage = me ? hasRole(me.roles, 'admin') : false;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  // The answer counts only for the request it answers; any other request (or a refresh) is still loading.
  const people = useRemote<ManagedUserPage>(JSON.stringify([role, q, page]), (signal) =>
    listPeople({ role, q, page }, signal).catch(async (error: unknown) => {
      throw asApiError(error);
    }),
  );
  const refresh = people.refetch;
  // asApiError makes every failure an ApiError, whose code the page translates.
  const failure = people.status === 'failed' && people.error instanceof ApiError ? people.error : null;
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [handover, setHandover] = useState<{ person: ManagedUser; password: string } | null>(null);
  const searchId = useId();

  const go = (next: { q?: string; page?: number }) => {
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? page;
    setParams({ ...(nextQ ? { q: nextQ } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) }, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };
  const fail = async (error: unknown) => showToast(t(asApiError(error).code, errorKeyOptions), 'error');

  const toggleDisabled = async (person: ManagedUser, disabled: boolean) => {
    try {
      await setDisabled(person.id, disabled);
      showToast(t(disabled ? 'disable.done' : 'enable.done', { name: isolate(person.first_name) }), 'success');
      refresh();
    } catch (error) {
      await fail(error);
    } finally {
      setPending(null);
    }
  };

  const createRole = role === 'agent' || role === 'admin' ? role : null;
  const fullName = (person: ManagedUser) => isolate(`${person.first_name} ${person.last_name}`);

  const columns: TableColumn<ManagedUser>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      label: t('columns.name'),
      rowHeader: true,
      cell: (person) => (
        <>
          <bdi>
            {person.first_name} {person.last_name}
          </bdi>
          {person.id === me?.id ? <span className="people-table__you"> {t('list.you')}</span> : null}
        </>
      ),
    },
    { id: 'email', header: t('columns.email'), label: t('columns.email'), cell: (person) => <bdi>{person.email}</bdi> },
    {
      id: 'phone',
      header: t('columns.phone'),
      label: t('columns.phone'),
      // A phone number reads left to right in every language.
      cell: (person) => (person.phone ? <bdi dir="ltr">{person.phone}</bdi> : '—'),
    },
    {
      id: 'roles',
      header: t('columns.roles'),
      label: t('columns.roles'),
      cell: (person) => person.roles.map((r) => t(`role.${r}`)).join(', '),
    },
    {
      id: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      cell: (person) => (
        <>
          <span className={person.disabled ? 'people-table__status people-table__status--off' : 'people-table__status'}>
            {person.disabled ? t('status.disabled') : t('status.active')}
          </span>
          {person.must_change_password ? <span className="people-table__note">{t('status.mustChange')}</span> : null}
        </>
      ),
    },
    {
      id: 'member-since',
      header: t('columns.memberSince'),
      label: t('columns.memberSince'),
      cell: (person) => <bdi>{formatValue(new Date(person.member_since), 'datetime', language, { dateStyle: 'medium' })}</bdi>,
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t('columns.actions'),
      label: t('columns.actions'),
      actions: true,
      cell: (person) => {
        const isSelf = person.id === me?.id;
        return (
          <>
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
          </>
        );
      },
    });
  }

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
          <p>
            <BidiText text={t('handover.text', { name: fullName(handover.person), email: isolate(handover.person.email) })} />
          </p>
          <p className="people-page__password" dir="ltr">
            {handover.password}
          </p>
          <Button variant="secondary" onClick={() => setHandover(null)}>
            {t('handover.done')}
          </Button>
        </div>
      ) : null}

      {people.status === 'loading' ? <Spinner label={t('list.loading')} /> : null}
      {failure ? (
        <div className="people-page__alert" role="alert">
          <p>{t(failure.code, errorKeyOptions)}</p>
          <Button variant="secondary" onClick={refresh}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {people.status === 'ready' && people.data ? (
        <>
          <p className="people-page__count" aria-live="polite">
            {t('list.count', {
              total: people.data.meta.total_capped ? t('common:ui.moreThan', { total: people.data.meta.total }) : people.data.meta.total,
            })}
          </p>
          {people.data.data.length === 0 ? (
            <p>{q ? <BidiText text={t('list.noMatch', { q: isolate(q) })} /> : t('list.empty')}</p>
          ) : (
            <ResponsiveTable
              label={title}
              columns={columns}
              rows={people.data.data}
              rowKey={(person) => person.id}
              className="people-table"
            />
          )}
          <Pagination
            page={people.data.meta.page}
            totalPages={people.data.meta.total_pages}
            onPageChange={(next) => go({ page: next })}
            capped={people.data.meta.total_capped ? { hasNext: people.data.meta.next !== null } : undefined}
          />
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
            showToast(t('roles.done', { name: isolate(person.first_name) }), 'success');
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
          title={t('disable.title', { name: fullName(pending.person) })}
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
