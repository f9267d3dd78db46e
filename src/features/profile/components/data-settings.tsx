import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATA_COST_CURRENCIES,
  DATA_PRICE_MAX,
  defaultDataPrice,
  parseDataPrice,
  type DataCostCurrency,
  type DataPriceError,
} from '../../../../contract/data-cost';
import { oneOf } from '../../../../contract/one-of';
import { priceInForce, readDataSettings, saveDataPrice } from '../../../data/data-cost/data-cost-store';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { useDataSaver } from '../../../lib/data-saver';
import { formatValue } from '../../../lib/format';
import { dataPriceInputText } from '../../../lib/format-data-cost';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';

interface DataSettingsProps {
  db: UserDatabase;
  language: string;
}

/**
 * "Mobile data" on the profile: the price the learner pays per GB, in their currency (their country's
 * default until they set one), which every download shows its cost with; and "data saver", kept on
 * this phone. Everything is stored on the phone and works offline.
 */
export function DataSettings({ db, language }: DataSettingsProps) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const selectId = useId();
  const row = useLiveQuery(() => readDataSettings(db), [db]);
  const inForce = row === undefined ? null : priceInForce(row);
  const [currency, setCurrency] = useState<DataCostCurrency | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<DataPriceError | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dataSaver, setDataSaver] = useDataSaver();

  // The field starts from what is in force, and follows it until the learner types.
  const shownCurrency = currency ?? inForce?.price.currency ?? 'MAD';
  const shownText = text ?? (inForce ? dataPriceInputText(inForce.price.per_gb, language) : '');

  if (row === undefined || !inForce) return null;
  const fallback = defaultDataPrice(inForce.country);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDataPrice(shownText, shownCurrency);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await saveDataPrice(db, { currency: shownCurrency, per_gb: parsed.price });
      setText(null);
      setCurrency(null);
      setSaved(true);
    } finally {
      setSaving(false);
    }
  }

  async function resetToDefault() {
    setError(null);
    await saveDataPrice(db, null);
    setText(null);
    setCurrency(null);
    setSaved(true);
  }

  const max = formatValue(DATA_PRICE_MAX[shownCurrency], 'currency', language, { currency: shownCurrency });
  const defaultText = formatValue(fallback.per_gb, 'currency', language, { currency: fallback.currency });

  return (
    <section id="data-cost" className="data-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('data.title')}</h2>
      <p>{t('data.lead')}</p>
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('data.currency')}
          </label>
          <select
            id={selectId}
            className="field__input"
            value={shownCurrency}
            onChange={(event) => {
              setSaved(false);
              setCurrency(oneOf(event.target.value, DATA_COST_CURRENCIES) ?? 'MAD');
            }}
          >
            {DATA_COST_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`data.currencies.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('data.price', { currency: shownCurrency })}
          hint={<BidiText text={t(inForce.is_default ? 'data.isDefault' : 'data.defaultIs', { price: isolate(defaultText) })} />}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={shownText}
          onChange={(event) => {
            setSaved(false);
            setText(event.target.value);
          }}
          error={error ? t(`data.errors.${error === 'data.price_too_high' ? 'too_high' : 'invalid'}`, { max }) : null}
        />
        <div className="data-settings__actions">
          <Button type="submit" busy={saving}>
            {t('data.save')}
          </Button>
          {inForce.is_default ? null : (
            <Button type="button" variant="secondary" onClick={() => void resetToDefault()}>
              {t('data.useDefault')}
            </Button>
          )}
        </div>
        <div role="status" aria-live="polite">
          {saved ? <p className="profile-form__success">{t('data.saved')}</p> : null}
        </div>
      </form>
      <label className="data-settings__saver">
        <input type="checkbox" checked={dataSaver} onChange={(event) => setDataSaver(event.target.checked)} />
        <span>{t('data.saver')}</span>
      </label>
      <p className="field__hint">{t('data.saverHint')}</p>
    </section>
  );
}
