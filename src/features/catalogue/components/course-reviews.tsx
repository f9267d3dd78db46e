import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { Button } from '../../../ui/button';
import { ByLine } from '../../../ui/bidi-text';
import { Stars } from '../../../ui/stars';
import { formatValue } from '../../../lib/format';

const STEP = 5;

interface CourseReviewsProps {
  reviews: Review[];
  language: Language;
}

/** Students' reviews, newest first, five at a time; an unknown author reads "Anonymous" (SPEC §3). */
export function CourseReviews({ reviews, language }: CourseReviewsProps) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const [shown, setShown] = useState(STEP);
  return (
    <section className="course-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.reviews')}</h2>
      {reviews.length === 0 ? <p>{t('detail.noReviews')}</p> : null}
      <ul className="course-reviews">
        {reviews.slice(0, shown).map((review) => (
          <li key={review.id} className="course-reviews__item">
            <Stars value={review.rating} />
            {review.description ? <p className="course-reviews__text" dir="auto">
                {review.description}
              </p> : null}
            <ByLine
              className="course-reviews__author"
              parts={[review.author_name ?? t('detail.anonymous'), <time dateTime={review.created_at}>{formatValue(new Date(review.created_at), 'datetime', language, { dateStyle: 'medium' })}</time>]}
            />
          </li>
        ))}
      </ul>
      {reviews.length > shown ? (
        <Button variant="secondary" onClick={() => setShown((count) => count + STEP)}>
          {t('detail.moreReviews')}
        </Button>
      ) : null}
    </section>
  );
}
