import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Language } from '../../contract/constants';
import { formatValue } from '../lib/format';
import { formatPrice } from '../lib/format-price';
import { formatSize } from '../lib/format-size';
import { errorKeyOptions } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useTranslation } from 'react-i18next';
import { PaymentStatus, type PaymentStatusView } from './payment-status';
import './pack-on-phone.css';

/**
 * The shape of src/data/packs/pack-access.ts's PackAccess (ui/ reads no data/, so it is restated here;
 * TypeScript checks the two agree where a feature passes one).
 */
export type PackAccessView =
  | { kind: 'open' }
  | { kind: 'locked' | 'pending'; priceCentimes: number; payment: PaymentStatusView | null }
  | { kind: 'revoked' }
  | { kind: 'unknown' };

interface PackOnPhoneProps {
  formationId: string;
  lessons: number;
  bytes: number;
  access: PackAccessView;
  language: Language;
  /** Offer the bank transfer (the import screen; the course page has its own pay button). */
  payAction?: boolean;
  /** Say where the payment stands (not where the page says it already: the course page's panel). */
  withPayment?: boolean;
}

/**
 * A formation whose files are on this phone (imported from a pack, or downloaded) but whose lessons may
 * be shut: what it holds, its price, and why it is locked or when it opens. The import screen and the
 * course page show the same sentence.
 */
export function PackOnPhone({ formationId, lessons, bytes, access, language, payAction = false, withPayment = true }: PackOnPhoneProps) {
  const { t } = useTranslation(['downloads', 'errors']);
  const heading = useId();
  const priced = access.kind === 'locked' || access.kind === 'pending';
  return (
    <section className={`pack-on-phone pack-on-phone--${access.kind}`} aria-labelledby={heading} data-testid="pack-on-phone">
      <h3 id={heading} className="pack-on-phone__title">
        {t('onPhone.heading')}
      </h3>
      <dl className="pack-on-phone__facts">
        <div>
          <dt>{t('onPhone.lessons')}</dt>
          <dd>
            <bdi>{formatValue(lessons, 'number', language)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('onPhone.size')}</dt>
          <dd>
            <bdi>{formatSize(bytes, language)}</bdi>
          </dd>
        </div>
        {priced ? (
          <div>
            <dt>{t('onPhone.price')}</dt>
            <dd>
              <bdi>{formatPrice(access.priceCentimes, language)}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      {access.kind === 'open' ? <p className="pack-on-phone__state">{t('onPhone.open')}</p> : null}
      {access.kind === 'unknown' ? <p className="pack-on-phone__state">{t('onPhone.unknown')}</p> : null}
      {access.kind === 'revoked' ? <p className="pack-on-phone__state">{t('enrollment.revoked', errorKeyOptions)}</p> : null}
      {access.kind === 'pending' ? (
        <>
          {withPayment && access.payment ? <PaymentStatus state={access.payment} formationId={formationId} withAction={false} /> : null}
          <p className="pack-on-phone__state" role="status">
            {t('onPhone.pending')}
          </p>
        </>
      ) : null}
      {access.kind === 'locked' ? (
        <>
          <p className="pack-on-phone__state pack-on-phone__state--locked" role="status">
            {t('onPhone.locked')}
          </p>
          {/* A refused receipt or a rejected payment: its reason, and the way to send another. */}
          {withPayment && access.payment ? <PaymentStatus state={access.payment} formationId={formationId} withAction={payAction} /> : null}
          {payAction && !access.payment ? (
            <Link className="button button--primary" to={paths.enrollByTransfer(formationId)}>
              {t('onPhone.pay')}
            </Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
