import { useId } from 'react';
import type { Language } from '../../contract/constants';
import { RENDITION_NAMES, type RenditionName } from '../../contract/media-library';
import { useTranslation } from 'react-i18next';
import '../ui/choice-chip.css';
import './rendition-picker.css';
import { formatSize } from '../lib/format-size';
import type { DataPrice } from '../../contract/data-cost';
import { formatDataCost } from '../lib/format-data-cost';

interface RenditionPickerProps {
  /** Size in bytes of what each choice would play or download; a choice without one is not offered. */
  sizes: Partial<Record<RenditionName, number>>;
  value: RenditionName;
  onChange: (choice: RenditionName) => void;
  language: Language;
  /** Heading of the group: "Video quality" in the study view, "What to download" in the download dialog. */
  legend: string;
  disabled?: boolean;
  /** The learner's price of data: each choice then shows what it costs beside its size. */
  price?: DataPrice | null;
}

/**
 * The choices worth offering: those with a size, less "low data" when it saves nothing (a clip already
 * lighter than the low-data version has none made, and "low" then plays the standard file: two choices at
 * the same figure contradicted each other).
 */
export function offeredRenditions(sizes: Partial<Record<RenditionName, number>>): RenditionName[] {
  const { low, standard } = sizes;
  return RENDITION_NAMES.filter(
    (choice) => sizes[choice] !== undefined && !(choice === 'low' && standard !== undefined && low !== undefined && low >= standard),
  );
}

/**
 * "Low data", "standard", "audio only", each with its size (src/lib/format-size.ts, the same figure as the
 * download box): radio buttons, so the keyboard and screen readers get a real group; the choice is
 * remembered by the caller (src/lib/rendition-choice.ts).
 */
export function RenditionPicker({ sizes, value, onChange, language, legend, disabled = false, price = null }: RenditionPickerProps) {
  const { t } = useTranslation('common');
  const name = useId();
  const offered = offeredRenditions(sizes);
  // A remembered "low data" with no low-data file plays the standard one: show that one as chosen.
  const shown = offered.includes(value) || value !== 'low' ? value : 'standard';
  return (
    <fieldset className="rendition-picker" disabled={disabled}>
      <legend className="rendition-picker__legend">{legend}</legend>
      {offered.map((choice) => (
        <label key={choice} className="choice-chip">
          <input type="radio" name={name} value={choice} checked={shown === choice} onChange={() => onChange(choice)} />
          <span className="rendition-picker__name">{t(`renditions.${choice}`)}</span>
          {/* Isolated (CSS) and in the page's direction: "0,8 م.ب" reads right to left like every size of the app. */}
          <span className="rendition-picker__size">{formatSize(sizes[choice] ?? 0, language)}</span>
          {price ? (
            <span className="rendition-picker__cost">
              {t('dataCost.approx', { cost: formatDataCost(sizes[choice] ?? 0, price, language) })}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
