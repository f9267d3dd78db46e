import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay, parseTimeOfDay } from '../../../data/downloads/schedule/decide';
import type { Timing, TimingMode } from './use-download-timing';
import '../../../ui/choice-chip.css';
import './download-schedule.css';

interface TimingChoiceProps {
  value: Timing;
  onChange: (next: Timing) => void;
  disabled?: boolean;
}

const MODES: readonly TimingMode[] = ['now', 'wifi', 'window'];

/**
 * "Now", "on Wi-Fi only" or "tonight, between … and …": a radio group (one tab stop, arrows move), each
 * choice with a line saying what it will do; the window's two times show under "tonight" when chosen.
 */
export function TimingChoice({ value, onChange, disabled = false }: TimingChoiceProps) {
  const { t } = useTranslation('downloads');
  const name = useId();
  const hintId = useId();
  const setTime = (edge: 'start' | 'end', text: string) => {
    const minutes = parseTimeOfDay(text);
    if (minutes === null) return;
    onChange({ ...value, window: { ...value.window, [edge]: minutes } });
  };
  const hint = value.mode === 'wifi' ? t('schedule.wifiHint') : value.mode === 'window' ? t('schedule.windowHint') : null;
  return (
    <fieldset className="download-timing" disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend className="download-timing__legend">{t('schedule.legend')}</legend>
      <div className="download-timing__options">
        {MODES.map((mode) => (
          <label key={mode} className="choice-chip">
            <input type="radio" name={name} value={mode} checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} />
            <span>{t(`schedule.${mode}`)}</span>
          </label>
        ))}
      </div>
      {value.mode === 'window' ? (
        <div className="download-timing__window">
          <label className="download-timing__time">
            <span>{t('schedule.from')}</span>
            <input
              type="time"
              dir="ltr"
              value={formatTimeOfDay(value.window.start)}
              onChange={(event) => setTime('start', event.target.value)}
              required
            />
          </label>
          <label className="download-timing__time">
            <span>{t('schedule.to')}</span>
            <input
              type="time"
              dir="ltr"
              value={formatTimeOfDay(value.window.end)}
              onChange={(event) => setTime('end', event.target.value)}
              required
            />
          </label>
        </div>
      ) : null}
      {hint ? (
        <p id={hintId} className="download-timing__hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
