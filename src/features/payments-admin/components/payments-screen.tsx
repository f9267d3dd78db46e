import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type AdminPayment, type AdminPaymentPage } from '../../../../contract/payments';
import { oneOf } from '../../../../contract/one-of';
import { pickLanguage } from '../../../../contract/pick-language';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { EmailText } from '../../../ui/email-text';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { Spinner } from '../../../ui/spinner';
import { listPayments, NO_FILTERS, type PaymentFilters } from '../api/payments-admin-api';
import { formatDateTime, formatMad, hoursWaited, waitKey, waitLevel } from '../format';
import { PaymentFiltersForm } from './payment-filters-form';
import { PaymentReviewDialog } from './payment-review-dialog';
import '../payments-admin.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const REFUND_DUE_FILTERS: PaymentFilters = { ...NO_FILTERS, status: 'duplicate', sort: 'oldest' };

/** The filters live in the address, so a filtered list can be reloaded, shared and reached by typing it. */
function filtersOf(params: URLSearchParams): PaymentFilters {
  const date = (name: string) => (DATE.test(params.get(name) ?? '') ? (params.get(name) as string) : '');
  return {
    status: oneOf(params.get('status'), PAYMENT_STATUSES) ?? '',
    method: oneOf(params.get('method'), PAYMENT_METHODS) ?? '',
    q: params.get('q') ?? '',
    formation_id: params.get('formation_id') ?? '',
    from: date('from'),
    to: date('to'),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function paramsOf(filters: PaymentFilters): Record<string, string> {
  const entries = Object.entries({
    ...filters,
    page: filters.page > 1 ? String(filters.page) : '',
    sort: filters.sort === 'oldest' ? 'oldest' : '',
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/**
 * /dashboard/payment-verification (every payment, filtered) and /pending (the queue: pending, oldest
 * first, with the hours each has waited against SPEC §4's 24–48 h promise).
 */
export function PaymentsScreen({ mode }: { mode: 'all' | 'pending' }) {
  const { t } = useTranslation(['payments-admin', 'common', 'errors']);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const addressFilters = filtersOf(params);
  const filters: PaymentFilters =
    mode === 'pending' ? { ...NO_FILTERS, status: 'pending', sort: 'oldest', page: addressFilters.page } : addressFilters;
  const payments = useRemote<AdminPaymentPage>(JSON.stringify(filters), (signal) => listPayments(filters, signal), { keepPrevious: true });
  // Payments owed back (a formation paid twice): their count stays in view on every tab.
  const refunds = useRemote<AdminPaymentPage>('refunds', (signal) => listPayments(REFUND_DUE_FILTERS, signal), { keepPrevious: true });
  const refundCount = refunds.data?.meta.total ?? null;
  const showingRefunds = mode === 'all' && addressFilters.status === 'duplicate';
  const [reviewing, setReviewing] = useState<AdminPayment | null>(null);
  // Focus goes back to the row's button when the review closes (the dialog leaves the page with it).
  const opener = useRef<HTMLElement | null>(null);
  const review = (payment: AdminPayment) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReviewing(payment);
  };
  const closeReview = () => {
    setReviewing(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  // The hours waited are counted from when the screen opened, the same for every row and every render.
  const [now] = useState(() => Date.now());
  const failure = payments.status === 'failed' ? asApiError(payments.error).code : null;

  const onDecided = () => {
    payments.refetch();
    refunds.refetch();
  };
  const apply = (next: PaymentFilters) => setParams(paramsOf(next), { replace: true });
  const goTo = (page: number) => setParams(paramsOf({ ...(mode === 'pending' ? NO_FILTERS : addressFilters), page }), { replace: true });

  const columns: TableColumn<AdminPayment>[] = [
    {
      id: 'learner',
      header: t('columns.learner'),
      label: t('columns.learner'),
      rowHeader: true,
      cell: (payment) => (
        <>
          <bdi className="pay-table__name">
            {payment.learner.first_name} {payment.learner.last_name}
          </bdi>
          <EmailText className="pay-table__email" email={payment.learner.email} />
        </>
      ),
    },
    {
      id: 'formation',
      header: t('columns.formation'),
      label: t('columns.formation'),
      cell: (payment) => <bdi>{pickLanguage(payment.formation_title, language)}</bdi>,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      label: t('columns.amount'),
      cell: (payment) => <bdi>{formatMad(payment.amount_centimes, language)}</bdi>,
    },
    { id: 'method', header: t('columns.method'), label: t('columns.method'), cell: (payment) => t(`method.${payment.method}`) },
    {
      id: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      cell: (payment) => <span className={`pay-status pay-status--${payment.status}`}>{t(`status.${payment.status}`)}</span>,
    },
    {
      id: 'sent',
      header: mode === 'pending' ? t('columns.waited') : t('columns.sent'),
      label: mode === 'pending' ? t('columns.waited') : t('columns.sent'),
      cell: (payment) => {
        const hours = hoursWaited(payment.created_at, now);
        return (
          <>
            <bdi>{formatDateTime(payment.created_at, language)}</bdi>
            {payment.status === 'pending' ? (
              <span className={`wait wait--${waitLevel(hours)}`}>{t(waitKey(hours), { hours, count: hours })}</span>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'reference',
      header: t('columns.reference'),
      label: t('columns.reference'),
      cell: (payment) => (payment.transfer_reference ? <bdi dir="auto">{payment.transfer_reference}</bdi> : '—'),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      label: t('columns.actions'),
      actions: true,
      cell: (payment) => (
        <Button variant={payment.status === 'pending' ? 'primary' : 'secondary'} onClick={() => review(payment)}>
          {payment.status === 'pending' ? t('review.open') : t('review.view')}
          <span className="visually-hidden">
            {' '}
            <bdi>
              {payment.learner.first_name} {payment.learner.last_name}
            </bdi>
          </span>
        </Button>
      ),
    },
  ];

  const page = payments.data;
  return (
    <Page
      title={t(mode === 'pending' ? 'common:pages.paymentVerificationPending' : 'common:pages.paymentVerification')}
      lead={t(mode === 'pending' ? 'lead.pending' : 'lead.all')}
      className="pay-admin"
    >
      <nav className="pay-tabs" aria-label={t('tabs.label')}>
        <Link to={paths.paymentVerificationPending} aria-current={mode === 'pending' ? 'page' : undefined} className="pay-tabs__link">
          {t('tabs.pending')}
        </Link>
        <Link
          to={paths.paymentVerification}
          aria-current={mode === 'all' && !showingRefunds ? 'page' : undefined}
          className="pay-tabs__link"
        >
          {t('tabs.all')}
        </Link>
        <Link
          to={`${paths.paymentVerification}?status=duplicate`}
          aria-current={showingRefunds ? 'page' : undefined}
          className={`pay-tabs__link${refundCount ? ' pay-tabs__link--alert' : ''}`}
        >
          {refundCount === null ? t('tabs.refunds') : t('tabs.refundsCount', { count: refundCount })}
        </Link>
      </nav>
      {mode === 'all' ? <PaymentFiltersForm key={params.toString()} filters={filters} onApply={apply} /> : null}
      {payments.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {failure ? (
        <div role="alert" className="pay-admin__error">
          <p>{t(failure, errorKeyOptions)}</p>
          <Button variant="secondary" onClick={payments.refetch}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {page ? (
        <>
          <p className="pay-admin__count" role="status">
            {page.meta.total === 0
              ? t(mode === 'pending' ? 'empty.pending' : showingRefunds ? 'empty.refunds' : 'empty.all')
              : showingRefunds
                ? t('refundCount', { count: page.meta.total })
                : t('count', { total: page.meta.total_capped ? t('common:ui.moreThan', { total: page.meta.total }) : page.meta.total })}
          </p>
          {page.data.length > 0 ? (
            <ResponsiveTable
              label={t(mode === 'pending' ? 'common:pages.paymentVerificationPending' : 'common:pages.paymentVerification')}
              columns={columns}
              rows={page.data}
              rowKey={(payment) => payment.id}
              rowClassName={(payment) =>
                payment.status === 'pending' ? `pay-row pay-row--${waitLevel(hoursWaited(payment.created_at, now))}` : 'pay-row'
              }
              className="pay-table"
            />
          ) : null}
          {page.meta.total_pages > 1 ? (
            <Pagination
              page={filters.page}
              totalPages={page.meta.total_pages}
              onPageChange={goTo}
              capped={page.meta.total_capped ? { hasNext: page.meta.next !== null } : undefined}
            />
          ) : null}
        </>
      ) : null}
      {reviewing ? <PaymentReviewDialog payment={reviewing} onClose={closeReview} onDecided={onDecided} /> : null}
    </Page>
  );
}
