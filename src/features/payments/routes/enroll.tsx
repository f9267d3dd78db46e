import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isFree } from '../../../../contract/catalogue';
import type { Payment, PaymentMethod } from '../../../../contract/payments';
import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../../data/db';
import { paymentStateFor } from '../../../data/payment-records';
import { syncNow } from '../../../data/sync-runtime';
import { isolate } from '../../../lib/bidi';
import { formatPrice } from '../../../lib/format-price';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { useOnline } from '../../../lib/use-online';
import { useTranslation } from 'react-i18next';
import { useUserDb } from '../../../lib/use-user-db';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { PaymentStatus } from '../../../domain-ui/payment-status';
import { Spinner } from '../../../ui/spinner';
import { BankAccounts } from '../components/bank-accounts';
import { CardPayment } from '../components/card-payment';
import { QueuedReceipt } from '../components/queued-receipt';
import { ReceiptForm } from '../components/receipt-form';
import { usePaymentMethods } from '../hooks/use-payment-methods';
import '../payments.css';

/** How long the page waits for the server's enrollment after a card payment before opening the course anyway. */
const ENROLLMENT_WAIT_MS = 5000;
/** The success message stays this long before the course opens, so the learner reads that it worked. */
const SUCCESS_READ_MS = 2000;

/**
 * /course/{id}/enroll (SPEC §2 payment screen): card or bank transfer for a paid formation. A
 * receipt is queued in the outbox and sent now or on reconnect; while a payment is open the screen shows
 * its state instead of a second way to pay.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['payments', 'errors']);
  const language = useLanguage();
  const online = useOnline();
  const navigate = useNavigate();
  const db = useUserDb();
  const methodsHeading = useId();
  // Arriving from a pack on the phone (paths.enrollByTransfer): the way to pay with no network is chosen.
  const [search] = useSearchParams();
  const [method, setMethod] = useState<PaymentMethod | null>(() => (search.get('method') === 'bank_transfer' ? 'bank_transfer' : null));
  // A card just accepted on this screen: its success stays in view until the course opens.
  const [paidNow, setPaidNow] = useState(false);
  const formation = useLiveQuery(async () => (await publicDb().formations.get(id)) ?? null, [id]);
  const enrollment = useLiveQuery(
    async () => (db ? ((await db.enrollments.where('formation_id').equals(id).first()) ?? null) : undefined),
    [db, id],
  );
  const state = useLiveQuery(async () => (db ? await paymentStateFor(db, id) : undefined), [db, id]);
  const methods = usePaymentMethods(online);

  // The form the learner just submitted is gone: focus (and scroll to) the receipt's state instead, so
  // keyboard and screen-reader users land on what happened.
  const queuedPanel = useRef<HTMLDivElement>(null);
  const paidPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!paidNow) return;
    paidPanel.current?.focus({ preventScroll: true });
    paidPanel.current?.scrollIntoView?.({ block: 'center' });
  }, [paidNow]);
  const queuedId = state?.kind === 'queued' ? state.outboxId : null;
  const seenQueued = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (state === undefined) return;
    if (seenQueued.current !== undefined && queuedId && queuedId !== seenQueued.current) {
      // focus() scrolls the panel into view as well.
      queuedPanel.current?.focus();
    }
    seenQueued.current = queuedId;
  }, [state, queuedId]);

  // Back from a card gateway, a decision staff made since the last sync, or paid but not yet enrolled on
  // this phone: the server knows first. One pull of the learner's stream brings payments and enrollments
  // (a 304 when nothing changed); the screen reads them from the mirror.
  const settled = state?.kind === 'server' && (state.payment.status === 'paid' || state.payment.status === 'approved');
  const awaitingEnrollment = settled && enrollment?.status !== 'active';
  useEffect(() => {
    if (!db || !online) return;
    void syncNow('me');
  }, [db, online, awaitingEnrollment]);

  if (formation === undefined || enrollment === undefined || state === undefined || !db) {
    return (
      <Page title={t('title')}>
        <Spinner centred />
      </Page>
    );
  }
  if (formation === null) {
    return (
      <Page title={t('title')}>
        <p>{t('notFound')}</p>
      </Page>
    );
  }

  const title = pickLanguage(formation.title, language);
  const price = formatPrice(formation.price_centimes, language);
  const back = (
    <Link className="button button--secondary" to={paths.course(formation.id)}>
      {t('backToCourse')}
    </Link>
  );

  const onPaid = async (payment: Payment) => {
    setPaidNow(true);
    await db.payments.put(payment);
    // The server enrolled the learner with the payment; bring the enrollment to the phone before opening the course.
    const pulled = syncNow('me');
    const read = new Promise((resolve) => setTimeout(resolve, SUCCESS_READ_MS));
    await Promise.all([read, Promise.race([pulled, new Promise((resolve) => setTimeout(resolve, ENROLLMENT_WAIT_MS))])]);
    void navigate(paths.study(formation.id));
  };

  const pendingCard = state?.kind === 'server' && state.payment.status === 'pending' && state.payment.method === 'card';
  // The card form the learner opened on this screen stays while the sync brings the payment it started:
  // replacing it would drop what they were typing.
  const cardFormOpen = pendingCard && method === 'card';
  let body;
  if (paidNow) {
    // A clear word before the study page opens: in view, focused, for SUCCESS_READ_MS at least.
    body = (
      <div className="payments-panel payments-panel--paid" role="status" tabIndex={-1} ref={paidPanel}>
        <p className="payments-success payments-success--large">{t('card.successTitle')}</p>
        <p>
          <BidiText text={t('card.opening', { title: isolate(title) })} />
        </p>
      </div>
    );
  } else if (enrollment?.status === 'active') {
    body = (
      <div className="payments-panel">
        <p className="payments-success">{t('enrolled')}</p>
        <Link className="button button--primary" to={paths.study(formation.id)}>
          {t('openCourse')}
        </Link>
      </div>
    );
  } else if (isFree(formation)) {
    body = (
      <div className="payments-panel">
        <p>{t('free')}</p>
        {back}
      </div>
    );
  } else if (state?.kind === 'queued') {
    body = (
      <div className="payments-panel" ref={queuedPanel} tabIndex={-1}>
        <QueuedReceipt db={db} formationId={formation.id} state={state} />
        <p className="payments-warning">{t('state.doNotPayTwice')}</p>
        {back}
      </div>
    );
  } else if (state?.kind === 'refused') {
    body = (
      <div className="payments-panel">
        <QueuedReceipt db={db} formationId={formation.id} state={state} />
        <ReceiptForm db={db} formationId={formation.id} replacing={state.outboxId} />
      </div>
    );
  } else if (pendingCard && !cardFormOpen) {
    // A card payment left half-way (the test form closed, the gateway page abandoned): the server hands
    // back the same intent, so going on never creates a second payment.
    body = (
      <div className="payments-panel">
        <PaymentStatus state={state} formationId={formation.id} withAction={false} />
        {online ? (
          <CardPayment formationId={formation.id} price={price} onPaid={(payment) => void onPaid(payment)} />
        ) : (
          <p>{t('card.offline')}</p>
        )}
      </div>
    );
  } else if (
    state?.kind === 'server' &&
    !cardFormOpen &&
    (state.payment.status === 'pending' || state.payment.status === 'approved' || state.payment.status === 'paid')
  ) {
    body = (
      <div className="payments-panel">
        <PaymentStatus state={state} formationId={formation.id} withAction={false} />
        {state.payment.status === 'pending' ? <p className="payments-warning">{t('state.doNotPayTwice')}</p> : null}
        {back}
      </div>
    );
  } else {
    const cardAvailable = methods.methods?.card.available ?? true;
    body = (
      <>
        {state?.kind === 'server' ? <PaymentStatus state={state} formationId={formation.id} withAction={false} /> : null}
        <fieldset className="payment-methods">
          <legend id={methodsHeading}>{t('method.legend')}</legend>
          {cardAvailable ? (
            <div className="payment-method">
              <input
                id={`${methodsHeading}-card`}
                type="radio"
                name="method"
                value="card"
                checked={method === 'card'}
                onChange={() => setMethod('card')}
              />
              <label htmlFor={`${methodsHeading}-card`}>
                <span className="payment-method__name">{t('method.card')}</span>
                <span className="payment-method__hint">{t('method.cardHint')}</span>
              </label>
            </div>
          ) : null}
          <div className="payment-method">
            <input
              id={`${methodsHeading}-transfer`}
              type="radio"
              name="method"
              value="bank_transfer"
              checked={method === 'bank_transfer'}
              onChange={() => setMethod('bank_transfer')}
            />
            <label htmlFor={`${methodsHeading}-transfer`}>
              <span className="payment-method__name">{t('method.bank')}</span>
              <span className="payment-method__hint">{t('method.bankHint')}</span>
            </label>
          </div>
        </fieldset>
        {method === 'card' ? (
          online ? (
            <CardPayment formationId={formation.id} price={price} onPaid={(payment) => void onPaid(payment)} />
          ) : (
            <div className="payments-panel" role="status">
              <p>{t('card.offline')}</p>
              <Button variant="secondary" onClick={() => setMethod('bank_transfer')}>
                {t('card.useBank')}
              </Button>
            </div>
          )
        ) : null}
        {method === 'bank_transfer' ? (
          <section className="bank-transfer" aria-labelledby={`${methodsHeading}-bank`}>
            <h2 id={`${methodsHeading}-bank`}>{t('bank.heading')}</h2>
            {methods.loading && !methods.methods ? <Spinner label={t('bank.loading')} /> : null}
            {methods.fromCache && !online ? <p className="payments-note">{t('bank.savedCopy')}</p> : null}
            {methods.error ? (
              <p className="payments-error" role="alert">
                {t(methods.error, errorKeyOptions)}
              </p>
            ) : null}
            {methods.methods ? (
              methods.methods.bank_accounts.length > 0 ? (
                <BankAccounts accounts={methods.methods.bank_accounts} amountCentimes={formation.price_centimes} language={language} />
              ) : (
                <p>{t('bank.noAccounts')}</p>
              )
            ) : null}
            <ReceiptForm db={db} formationId={formation.id} />
          </section>
        ) : null}
      </>
    );
  }

  return (
    <Page title={t('title')} className="payments-page">
      <dl className="payments-summary">
        <div>
          <dt>{t('course')}</dt>
          <dd dir="auto">{title}</dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd className="payments-summary__price">
            <BidiText text={isolate(price)} />
          </dd>
        </div>
      </dl>
      {body}
    </Page>
  );
}
