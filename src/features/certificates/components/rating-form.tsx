import { useEffect, useId, useRef, useState } from 'react';
import { MAX_FEEDBACK_LENGTH, RATING_MAX, RatingInputSchema } from '../../../../contract/exam';
import type { LocalRatingRow } from '../../../data/exam-records';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

interface RatingFormProps {
  /** The learner's rating as this device last sent it. */
  saved: LocalRatingRow | null;
  onSubmit: (rating: number, feedback: string) => Promise<void>;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

// A type, not an interface: a form's values must fit FormValues' index signature.
type RatingValues = {
  /** The chosen star as its radio button's value, '' until one is chosen. */
  rating: string;
  feedback: string;
};

const valuesOf = (saved: LocalRatingRow | null): RatingValues => ({
  rating: saved ? String(saved.rating) : '',
  feedback: saved?.feedback ?? '',
});
// No star chosen is no number: the schema answers certificate.rating_required, as the server would.
const toInput = ({ rating, feedback }: RatingValues) => ({ rating: rating === '' ? undefined : Number(rating), feedback });

/**
 * SPEC §2's rating form (a rating must be selected, feedback optional, SPEC §5). It goes through the
 * outbox, so the learner is thanked at once; the status line says whether it is sent or still waiting.
 */
export function RatingForm({ saved, onSubmit }: RatingFormProps) {
  const { t } = useTranslation('certificates');
  const [initial] = useState(() => valuesOf(saved));
  const form = useSchemaForm(RatingInputSchema, initial, { toInput });
  const rating = form.values.rating === '' ? null : Number(form.values.rating);
  const ratingError = form.error('rating');
  const feedbackError = form.error('feedback');
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const errorId = useId();
  const feedbackId = useId();
  const feedbackErrorId = useId();
  const seeded = useRef(saved !== null);
  const { reset } = form;

  useEffect(() => {
    // The saved rating arrives after the first render (a live query): show it once, never over typing.
    if (seeded.current || !saved) return;
    seeded.current = true;
    reset(valuesOf(saved));
  }, [saved, reset]);

  const submit = async (input: { rating: number; feedback: string }) => {
    setFailed(false);
    try {
      // Through the outbox: this resolves once the rating is kept on the phone, signal or not.
      await onSubmit(input.rating, input.feedback);
    } catch (error) {
      console.warn('Rating could not be saved', error);
      setFailed(true);
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
      <form onSubmit={(event) => form.handleSubmit(submit)(event)} noValidate>
        <fieldset
          className="rating-stars"
          aria-describedby={ratingError ? errorId : undefined}
          aria-invalid={ratingError ? true : undefined}
        >
          <legend>{t('rating.legend')}</legend>
          <div className="rating-stars__options">
            {STARS.map((value) => (
              <label key={value} className={rating !== null && value <= rating ? 'rating-star rating-star--on' : 'rating-star'}>
                <input {...form.radio('rating', String(value))} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('rating.star', { count: value })}</span>
              </label>
            ))}
          </div>
          {ratingError ? (
            <p id={errorId} className="certificate-error" role="alert">
              {t(ratingError, errorKeyOptions)}
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
            aria-invalid={feedbackError ? true : undefined}
            aria-describedby={feedbackError ? feedbackErrorId : undefined}
            {...form.bind('feedback')}
          />
          {feedbackError ? (
            <p id={feedbackErrorId} className="field__error">
              {t(feedbackError, errorKeyOptions)}
            </p>
          ) : null}
        </div>
        <Button type="submit" busy={form.submitting}>
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
