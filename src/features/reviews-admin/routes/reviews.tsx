import { useId, useState } from 'react';
import type { AdminReview, AdminReviewPage } from '../../../../contract/exam';
import { pickLanguage } from '../../../../contract/pick-language';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { isolate } from '../../../lib/bidi';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { BidiText, ByLine } from '../../../ui/bidi-text';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { Stars } from '../../../ui/stars';
import { listReviews, type PublishedFilter } from '../api/list-reviews';
import { setReviewPublished } from '../api/set-review-published';
import './reviews.css';
import { formatValue } from '../../../lib/format';

const FILTERS: readonly PublishedFilter[] = ['all', 'published', 'hidden'];

/**
 * /dashboard/reviews (agent, admin): learners' reviews are published at once (docs/certificates.md,
 * "Ratings"); staff hide one that breaks the rules, and the course's rating and reviews count follow.
 */
export function Component() {
  const { t } = useTranslation(['reviews-admin', 'common']);
  const language = useLanguage();
  const filterId = useId();
  const [filter, setFilter] = useState<PublishedFilter>('all');
  const [page, setPage] = useState(1);
  const reviews = useRemote<AdminReviewPage>(`${filter}:${page}`, (signal) => listReviews(page, filter, signal));
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = async (review: AdminReview) => {
    setBusy(review.id);
    setNotice(null);
    try {
      const saved = await setReviewPublished(review.id, !review.published);
      reviews.update((loaded) => ({ ...loaded, data: loaded.data.map((item) => (item.id === saved.id ? saved : item)) }));
      setNotice(saved.published ? t('shown') : t('hidden'));
    } catch (error) {
      setNotice(t(asApiError(error).code, errorKeyOptions));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={t('common:pages.reviews')} lead={t('lead')} className="reviews-page">
      <div className="reviews-page__filter">
        <label htmlFor={filterId}>{t('filter.label')}</label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as PublishedFilter);
            setPage(1);
          }}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`filter.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="reviews-page__notice" role="status">
        {notice}
      </p>
      {reviews.status === 'failed' ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={reviews.refetch}>
            {t('retry')}
          </Button>
        </div>
      ) : !reviews.data ? (
        <Spinner />
      ) : reviews.data.data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ul className="reviews-page__list">
            {reviews.data.data.map((review) => (
              <li key={review.id} className={review.published ? 'review-row' : 'review-row review-row--hidden'}>
                <div className="review-row__head">
                  <h2 className="review-row__formation" dir="auto">
                    {pickLanguage(review.formation_title, language)}
                  </h2>
                  <span className="review-row__status">{review.published ? t('status.published') : t('status.hidden')}</span>
                </div>
                <Stars value={review.rating} />
                {review.description ? (
                  <p className="review-row__text" dir="auto">
                    {review.description}
                  </p>
                ) : null}
                <ByLine
                  className="review-row__meta"
                  parts={[
                    <BidiText text={t('by', { name: isolate(review.author_name ?? t('anonymous')) })} />,
                    formatValue(new Date(review.created_at), 'datetime', language, { dateStyle: 'medium' }),
                  ]}
                />
                <Button variant="secondary" busy={busy === review.id} onClick={() => void toggle(review)}>
                  {review.published ? t('hide') : t('show')}
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={reviews.data.meta.total_pages} onPageChange={setPage} />
        </>
      )}
    </Page>
  );
}
