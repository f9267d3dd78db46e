import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../../contract/payments';
import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../../data/db';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { NO_FILTERS, type PaymentFilters } from '../api/payments-admin-api';

interface PaymentFiltersFormProps {
  filters: PaymentFilters;
  onApply: (filters: PaymentFilters) => void;
}

/** Status, method, learner search, formation and date range: applied together, back to page 1. */
export function PaymentFiltersForm({ filters, onApply }: PaymentFiltersFormProps) {
  const { t } = useTranslation('payments-admin');
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  // The catalogue the app mirrors (src/data/catalogue-sync-target.ts): there at once, offline too.
  const formations = useLiveQuery(async () => {
    const rows = await publicDb().formations.toArray();
    return rows
      .map((formation) => ({ id: formation.id, title: pickLanguage(formation.title, language) }))
      .sort((first, second) => first.title.localeCompare(second.title, language));
  }, [language]);
  const change = (patch: Partial<PaymentFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim(), page: 1 });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form className="pay-filters" role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('filters.q')}
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          dir="auto"
          value={draft.q}
          onChange={(event) => change({ q: event.currentTarget.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={draft.status}
          onChange={(event) => change({ status: event.currentTarget.value as PaymentFilters['status'] })}
        >
          <option value="">{t('filters.any')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-method`}>
          {t('filters.method')}
        </label>
        <select
          id={`${id}-method`}
          className="field__input"
          value={draft.method}
          onChange={(event) => change({ method: event.currentTarget.value as PaymentFilters['method'] })}
        >
          <option value="">{t('filters.any')}</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`method.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-formation`}>
          {t('filters.formation')}
        </label>
        <select
          id={`${id}-formation`}
          className="field__input"
          value={draft.formation_id}
          onChange={(event) => change({ formation_id: event.currentTarget.value })}
        >
          <option value="">{t('filters.any')}</option>
          {formations?.map((formation) => (
            <option key={formation.id} value={formation.id}>
              {formation.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {t('filters.from')}
        </label>
        <input
          id={`${id}-from`}
          className="field__input"
          type="date"
          value={draft.from}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {t('filters.to')}
        </label>
        <input
          id={`${id}-to`}
          className="field__input"
          type="date"
          min={draft.from || undefined}
          value={draft.to}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          {t('filters.sort')}
        </label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={draft.sort}
          onChange={(event) => change({ sort: event.currentTarget.value as PaymentFilters['sort'] })}
        >
          <option value="newest">{t('filters.newest')}</option>
          <option value="oldest">{t('filters.oldest')}</option>
        </select>
      </div>
      <div className="pay-filters__actions">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="ghost" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
