import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isFree } from '../../../../contract/catalogue-terms';
import type { Formation } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { Stars } from '../../../ui/stars';
import { durationWording, formatCount, formatDecimal, formatPrice } from '../format';

const DETAIL_DURATION = { minutes: 'detail.minutes', hours: 'detail.hours', hoursMinutes: 'detail.hoursMinutes' } as const;

interface CourseFactsProps {
  formation: Formation;
  modulesCount: number;
  language: Language;
}

/** SPEC §2's course facts: duration (hours, or minutes under an hour), modules, rating, reviews, level, students, price. */
export function CourseFacts({ formation, modulesCount, language }: CourseFactsProps) {
  const { t } = useTranslation('catalogue');
  const duration = durationWording(formation.duration_minutes, language);
  const facts: [string, ReactNode][] = [
    [t('detail.duration'), t(DETAIL_DURATION[duration.wording], duration)],
    [t('detail.modules'), formatCount(modulesCount, language)],
    [
      t('detail.rating'),
      <span className="course-facts__rating" key="rating">
        <Stars value={formation.rating_average} />
        <span aria-hidden="true">{formatDecimal(formation.rating_average, language)}</span>
      </span>,
    ],
    [t('detail.reviewsCount'), formatCount(formation.reviews_count, language)],
    [t('detail.level'), t(`levels.${formation.level}`)],
    [t('detail.students'), formatCount(formation.students_count, language)],
    [t('detail.price'), isFree(formation) ? t('detail.free') : <bdi key="price">{formatPrice(formation.price_centimes, language)}</bdi>],
  ];
  return (
    <dl className="course-facts" aria-label={t('detail.factsLabel')}>
      {facts.map(([label, value]) => (
        <div key={label} className="course-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
