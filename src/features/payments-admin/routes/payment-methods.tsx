import { useRef, useState } from 'react';
import type { BankAccount, CardGateway } from '../../../../contract/payments';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Page } from '../../../ui/page';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { deleteBankAccount, fetchCardGateway, listBankAccounts } from '../api/payments-admin-api';
import { BankAccountDialog } from '../components/bank-account-dialog';
import { CardGatewayForm } from '../components/card-gateway-form';
import '../payments-admin.css';

type Editing = { account: BankAccount | null } | null;

/** /dashboard/payment-methods (admin): the bank accounts learners pay into, and the card gateway. */
export function Component() {
  const { t } = useTranslation(['payments-admin', 'common', 'errors']);
  const accounts = useRemote('accounts', (signal) => listBankAccounts(signal), { keepPrevious: true });
  const gateway = useRemote('gateway', (signal) => fetchCardGateway(signal));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const open = (next: Editing) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    setDeleting(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };

  const remove = async (account: BankAccount) => {
    setBusy(true);
    try {
      await deleteBankAccount(account.id);
      showToast(t('accounts.deleted'), 'success');
      accounts.refetch();
      close();
    } catch (error) {
      showToast(t(asApiError(error).code, errorKeyOptions), 'error');
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<BankAccount>[] = [
    {
      id: 'bank',
      header: t('accounts.bankName'),
      label: t('accounts.bankName'),
      rowHeader: true,
      cell: (account) => <bdi>{account.bank_name}</bdi>,
    },
    { id: 'holder', header: t('accounts.holder'), label: t('accounts.holder'), cell: (account) => <bdi>{account.account_holder}</bdi> },
    {
      id: 'rib',
      header: t('accounts.rib'),
      label: t('accounts.rib'),
      cell: (account) => (
        <bdi dir="ltr" className="pay-rib">
          {account.rib}
        </bdi>
      ),
    },
    {
      id: 'active',
      header: t('accounts.state'),
      label: t('accounts.state'),
      cell: (account) => (
        <span className={account.is_active ? 'pay-status pay-status--approved' : 'pay-status'}>
          {account.is_active ? t('accounts.shown') : t('accounts.hidden')}
        </span>
      ),
    },
    { id: 'order', header: t('accounts.order'), label: t('accounts.order'), cell: (account) => <bdi>{account.display_order}</bdi> },
    {
      id: 'actions',
      header: t('columns.actions'),
      label: t('columns.actions'),
      actions: true,
      cell: (account) => (
        <>
          <Button variant="secondary" onClick={() => open({ account })}>
            {t('accounts.edit')}
            <span className="visually-hidden">
              {' '}
              <bdi>{account.bank_name}</bdi>
            </span>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              setDeleting(account);
            }}
          >
            {t('accounts.delete')}
            <span className="visually-hidden">
              {' '}
              <bdi>{account.bank_name}</bdi>
            </span>
          </Button>
        </>
      ),
    },
  ];

  return (
    <Page title={t('common:pages.paymentMethods')} lead={t('lead.methods')} className="pay-admin">
      <section className="pay-admin__section">
        <div className="pay-admin__section-head">
          <h2>{t('accounts.title')}</h2>
          <Button onClick={() => open({ account: null })}>{t('accounts.add')}</Button>
        </div>
        {accounts.status === 'loading' && !accounts.data ? <Spinner label={t('loading')} /> : null}
        {accounts.status === 'failed' ? (
          <div role="alert" className="pay-admin__error">
            <p>{t(asApiError(accounts.error).code, errorKeyOptions)}</p>
            <Button variant="secondary" onClick={accounts.refetch}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {accounts.data ? (
          accounts.data.length === 0 ? (
            <p role="status">{t('accounts.empty')}</p>
          ) : (
            <ResponsiveTable
              label={t('accounts.title')}
              columns={columns}
              rows={accounts.data}
              rowKey={(account) => account.id}
              className="pay-table"
            />
          )
        ) : null}
      </section>
      <section className="pay-admin__section">
        {gateway.status === 'loading' ? <Spinner label={t('loading')} /> : null}
        {gateway.status === 'failed' ? (
          <div role="alert" className="pay-admin__error">
            <p>{t(asApiError(gateway.error).code, errorKeyOptions)}</p>
            <Button variant="secondary" onClick={gateway.refetch}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {gateway.data ? <CardGatewayForm gateway={gateway.data} onSaved={(saved: CardGateway) => gateway.update(() => saved)} /> : null}
      </section>
      {editing ? (
        <BankAccountDialog
          account={editing.account}
          onClose={close}
          onSaved={() => {
            showToast(t('accounts.saved'), 'success');
            accounts.refetch();
            close();
          }}
        />
      ) : null}
      {deleting ? (
        <Dialog
          open
          title={t('accounts.deleteTitle')}
          onClose={close}
          actions={
            <>
              <Button busy={busy} onClick={() => void remove(deleting)}>
                {t('accounts.confirmDelete')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={close}>
                {t('cancel')}
              </Button>
            </>
          }
        >
          <p>
            {t('accounts.deleteText')} <bdi>{deleting.bank_name}</bdi> — <bdi dir="ltr">{deleting.rib}</bdi>
          </p>
        </Dialog>
      ) : null}
    </Page>
  );
}
