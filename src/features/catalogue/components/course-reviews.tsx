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

/**
 * A review's date in the reader's time zone. The server renders the course page in its own zone (issue
 * 18), so the day may differ by one around midnight: hydration keeps the server's text then, as React
 * allows for dates, instead of discarding the whole page.
 */
function WrittenOn({ review, language }: { review: Review; language: Language }) {
  return (
    <time dateTime={review.created_at} suppressHydrationWarning>
      {formatValue(new Date(review.created_at), 'datetime', language, { dateStyle: 'medium' })}
    </time>
  );
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
              parts={[review.author_name ?? t('detail.anonymous'), <WrittenOn review={review} language={language} />]}
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
