import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isFree } from '../../../../contract/catalogue-terms';
import type { Formation } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { pickLanguage } from '../../../../contract/pick-language';
import { paths } from '../../../lib/paths';
import { Stars } from '../../../ui/stars';
import { durationWording, formatPrice } from '../format';

import { CARD_THUMBNAIL_SIZES } from '../thumbnail-warmup';
import { FormationThumbnail } from './formation-thumbnail';

const CARD_DURATION = { minutes: 'card.durationMinutes', hours: 'card.duration', hoursMinutes: 'card.durationHoursMinutes' } as const;

interface FormationCardProps {
  formation: Formation;
  language: Language;
  eager: boolean;
}

/** One course in the list: picture, topic, title (the link), summary, duration, level, rating and price. */
export function FormationCard({ formation, language, eager }: FormationCardProps) {
  const { t } = useTranslation('catalogue');
  const title = pickLanguage(formation.title, language);
  const duration = durationWording(formation.duration_minutes, language);
  return (
    <article className="formation-card">
      <FormationThumbnail
        thumbnail={formation.thumbnail}
        topic={formation.topic}
        title={title}
        sizes={CARD_THUMBNAIL_SIZES}
        eager={eager}
      />
      <div className="formation-card__body">
        <p className="formation-card__topic">{t(`topics.${formation.topic}`)}</p>
        <h2 className="formation-card__title" dir="auto">
          <Link to={paths.course(formation.id)} className="formation-card__link">
            {title}
          </Link>
        </h2>
        <p className="formation-card__description" dir="auto">
          {pickLanguage(formation.description, language)}
        </p>
        <dl className="formation-card__meta">
          <div>
            <dt className="visually-hidden">{t('card.durationLabel')}</dt>
            <dd>{t(CARD_DURATION[duration.wording], { hours: duration.hours, minutes: duration.minutes })}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('card.levelLabel')}</dt>
            <dd>{t(`levels.${formation.level}`)}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('card.ratingLabel')}</dt>
            <dd className="formation-card__rating">
              <Stars value={formation.rating_average} />
              <span aria-hidden="true">{t('card.reviews', { count: formation.reviews_count })}</span>
              <span className="visually-hidden">{t('card.reviewsLabel', { count: formation.reviews_count })}</span>
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('card.priceLabel')}</dt>
            <dd className={isFree(formation) ? 'formation-card__price formation-card__price--free' : 'formation-card__price'}>
              {isFree(formation) ? t('card.free') : <bdi>{formatPrice(formation.price_centimes, language)}</bdi>}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
