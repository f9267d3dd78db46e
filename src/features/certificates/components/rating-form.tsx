import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_FEEDBACK_LENGTH, RATING_MAX } from '../../../../contract/exam';
import type { LocalRatingRow } from '../../../data/exam-records';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

interface RatingFormProps {
  /** The learner's rating as this device last sent it. */
  saved: LocalRatingRow | null;
  onSubmit: (rating: number, feedback: string) => Promise<void>;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * SPEC §2's rating form (a rating must be selected, feedback optional, SPEC §5). It goes through the
 * outbox, so the learner is thanked at once; the status line says whether it is sent or still waiting.
 */
export function RatingForm({ saved, onSubmit }: RatingFormProps) {
  const { t } = useTranslation('certificates');
  const [rating, setRating] = useState<number | null>(saved?.rating ?? null);
  const [feedback, setFeedback] = useState(saved?.feedback ?? '');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const errorId = useId();
  const feedbackId = useId();
  const seeded = useRef(saved !== null);

  useEffect(() => {
    // The saved rating arrives after the first render (a live query): show it once, never over typing.
    if (seeded.current || !saved) return;
    seeded.current = true;
    setRating(saved.rating);
    setFeedback(saved.feedback);
  }, [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await onSubmit(rating, feedback.trim());
    } catch (error) {
      console.warn('Rating could not be saved', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const status =
    saved === null
      ? null
      : saved.status === 'pending'
        ? t('rating.pending')
        : saved.status === 'rejected'
          ? t('rating.failed', { reason: saved.error ? t(saved.error, errorKeyOptions) : t('certificate.rating_failed', errorKeyOptions) })
          : saved.published === false
            ? t('rating.hidden')
            : t('rating.sent');

  return (
    <section className="certificate-rating" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('rating.heading')}</h2>
      <p>{t('rating.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="rating-stars" aria-describedby={missing ? errorId : undefined} aria-invalid={missing || undefined}>
          <legend>{t('rating.legend')}</legend>
          <div className="rating-stars__options">
            {STARS.map((value) => (
              <label key={value} className={rating !== null && value <= rating ? 'rating-star rating-star--on' : 'rating-star'}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setMissing(false);
                  }}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('rating.star', { count: value })}</span>
              </label>
            ))}
          </div>
          {missing ? (
            <p id={errorId} className="certificate-error" role="alert">
              {t('certificate.rating_required', errorKeyOptions)}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={feedbackId}>
            {t('rating.feedback')}
          </label>
          <textarea
            id={feedbackId}
            className="field__input certificate-rating__feedback"
            rows={3}
            maxLength={MAX_FEEDBACK_LENGTH}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
          />
        </div>
        <Button type="submit" busy={busy}>
          {saved ? t('rating.update') : t('rating.submit')}
        </Button>
        {failed ? (
          <p className="certificate-error" role="alert">
            {t('certificate.rating_failed', errorKeyOptions)}
          </p>
        ) : null}
        <p className="certificate-rating__status" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}
