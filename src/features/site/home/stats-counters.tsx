import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { meaningfulStats, type PublicStatKey } from '../../../../contract/public-stats-threshold';
import { usePublicStats } from './use-public-stats';
import type { Language } from '../../../../contract/constants';
import { useAfterFirstScreen } from '../../../lib/first-screen';
import { formatValue } from '../../../lib/format';

const LABELS = { subscribers: 'home.stats.subscribers', students: 'home.stats.students', success_rate: 'home.stats.successRate' } as const;

function Counter({ stat, value, language }: { stat: PublicStatKey; value: number; language: Language }) {
  const { t } = useTranslation('site');
  // The first Intl.NumberFormat of a page loads ICU's number data (a long task on a phone):
  // figures are written after the first screen is painted, in boxes of a fixed size, so nothing moves.
  const painted = useAfterFirstScreen();
  const shown = painted ? formatValue(value, stat === 'success_rate' ? 'percent' : 'number', language) : '';
  return (
    <li className="stats__item" data-stat={stat} data-value={String(value)}>
      <span className="stats__value">{shown}</span>
      <span className="stats__label">{t(LABELS[stat])}</span>
    </li>
  );
}

/**
 * SPEC §1 landing counters, each shown only once it means something (contract/public-stats-threshold.ts):
 * a fresh academy shows none rather than "0" or a dash. Their boxes have a fixed size, so figures being
 * written never move the page.
 */
export function StatsCounters() {
  const { t } = useTranslation('site');
  const { stats, stale } = usePublicStats();
  const titleId = useId();
  const language = useLanguage();
  const shown = stats ? meaningfulStats(stats) : [];
  if (!stats || shown.length === 0) return null;
  return (
    <section className="stats" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('home.stats.label')}
      </h2>
      <ul className="stats__list">
        {shown.map((stat) => (
          <Counter key={stat} stat={stat} value={stat === 'success_rate' ? (stats.success_rate ?? 0) : stats[stat]} language={language} />
        ))}
      </ul>
      <p className="stats__status" role="status">
        {stale ? t('home.stats.stale') : ''}
      </p>
    </section>
  );
}
