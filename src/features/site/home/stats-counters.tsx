import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import type { PublicStats } from '../../../../contract/site';
import { usePublicStats } from './use-public-stats';
import type { Language } from '../../../../contract/constants';
import { useAfterFirstScreen } from '../../../lib/first-screen';
import { formatValue } from '../../../lib/format';

type StatKey = keyof PublicStats;

function Counter({ stat, value, label, language }: { stat: StatKey; value: number | null | undefined; label: string; language: Language }) {
  const { t } = useTranslation('site');
  // The first Intl.NumberFormat of a page loads ICU's number data (30–70 ms here, more on a phone):
  // figures are written after the first screen is painted, in boxes of a fixed size, so nothing moves.
  const painted = useAfterFirstScreen();
  let shown: string | null = null;
  if (typeof value === 'number' && painted) {
    shown =
      formatValue(value, stat === 'success_rate' ? 'percent' : 'number', language);
  }
  // Before any exam the rate is null: say so rather than show a made-up figure.
  const noRate = stat === 'success_rate' && value === null;
  return (
    <li className="stats__item" data-stat={stat} data-value={typeof value === 'number' ? String(value) : ''}>
      <span className="stats__value">{shown ?? <span aria-hidden="true">—</span>}</span>
      <span className="stats__label">{label}</span>
      {noRate ? <span className="stats__note">{t('home.stats.noRate')}</span> : null}
    </li>
  );
}

/** SPEC §1 landing counters; their boxes have a fixed size, so figures arriving never move the page. */
export function StatsCounters() {
  const { t } = useTranslation('site');
  const { stats, stale } = usePublicStats();
  const titleId = useId();
  const language = useLanguage();
  return (
    <section className="stats" aria-labelledby={titleId} aria-busy={stats === null || undefined}>
      <h2 id={titleId} className="visually-hidden">
        {t('home.stats.label')}
      </h2>
      <ul className="stats__list">
        <Counter stat="subscribers" value={stats?.subscribers} label={t('home.stats.subscribers')} language={language} />
        <Counter stat="students" value={stats?.students} label={t('home.stats.students')} language={language} />
        <Counter stat="success_rate" value={stats ? stats.success_rate : undefined} label={t('home.stats.successRate')} language={language} />
      </ul>
      <p className="stats__status" role="status">
        {stats === null ? t('home.stats.loading') : stale ? t('home.stats.stale') : ''}
      </p>
    </section>
  );
}
