import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { Button } from '../../../ui/button';
import { ByLine } from '../../../ui/bidi-text';
import { Stars } from '../../../ui/stars';
import { formatValue } from '../../../lib/format';
import { useHydrating } from '../../../lib/use-hydrated';
import { guessTextLanguage, readersLanguageFirst } from '../../../lib/text-language';
import { WrittenIn } from '../../../ui/written-in';

const STEP = 5;

interface CourseReviewsProps {
  reviews: Review[];
  language: Language;
}

/**
 * A review's date in the reader's time zone. The server renders the course page in its own zone (issue
 * 18), so the day may differ by one around midnight. While React hydrates, the server's text stays (React
 * allows a differing text here): the reader's is written once the page is live. Written during hydration
 * it never showed (React keeps the server's text and the next render is the same), and building the
 * page's first date formatter loads ICU's date data: a 40 ms task of a course page's hydration on a phone
 * four times slower than this machine.
 */
function WrittenOn({ review, language }: { review: Review; language: Language }) {
  const hydrating = useHydrating();
  return (
    <time dateTime={review.created_at} suppressHydrationWarning>
      {hydrating ? review.created_at : formatValue(new Date(review.created_at), 'datetime', language, { dateStyle: 'medium' })}
    </time>
  );
}

/**
 * Students' reviews, newest first, five at a time; an unknown author reads "Anonymous" (SPEC §3). Those in
 * the reader's language come first; the others keep their words, with `lang` and a small "in French".
 */
export function CourseReviews({ reviews, language }: CourseReviewsProps) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const [shown, setShown] = useState(STEP);
  const ordered = readersLanguageFirst(reviews, (review) => guessTextLanguage(review.description), language);
  return (
    <section className="course-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.reviews')}</h2>
      {reviews.length === 0 ? <p>{t('detail.noReviews')}</p> : null}
      <ul className="course-reviews">
        {ordered.slice(0, shown).map((review) => {
          const written = guessTextLanguage(review.description);
          return (
            <li key={review.id} className="course-reviews__item">
              <Stars value={review.rating} />
              {review.description ? (
                <p className="course-reviews__text" dir="auto" lang={written ?? undefined}>
                  {review.description}
                </p>
              ) : null}
              <WrittenIn language={written} reader={language} />
              <ByLine
                className="course-reviews__author"
                parts={[review.author_name ?? t('detail.anonymous'), <WrittenOn review={review} language={language} />]}
              />
            </li>
          );
        })}
      </ul>
      {reviews.length > shown ? (
        <Button variant="secondary" onClick={() => setShown((count) => count + STEP)}>
          {t('detail.moreReviews')}
        </Button>
      ) : null}
    </section>
  );
}
