import { useEffect, useId, useState } from 'react';
import type { AdminReview, AdminReviewPage } from '../../../../contract/exam';
import { pickLanguage } from '../../../../contract/translatable';
import { ApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { isolate } from '../../../lib/bidi';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { BidiText, ByLine } from '../../../ui/bidi-text';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { Stars } from '../../../ui/stars';
import { listReviews, type PublishedFilter } from '../api/list-reviews';
import { setReviewPublished } from '../api/set-review-published';
import './reviews.css';

const FILTERS: readonly PublishedFilter[] = ['all', 'published', 'hidden'];

type Loaded = { status: 'ready'; page: AdminReviewPage } | { status: 'failed'; code: ApiError['code'] };

/**
 * /dashboard/reviews (agent, admin): learners' reviews are published at once (docs/certificates.md,
 * "Ratings"); staff hide one that breaks the rules, and the course's rating and reviews count follow.
 */
export function Component() {
  const { t, i18n } = useTranslation(['reviews-admin', 'common']);
  const language = i18n.language;
  const filterId = useId();
  const [filter, setFilter] = useState<PublishedFilter>('all');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const request = `${filter}:${page}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; loaded: Loaded } | null>(null);
  const loaded = answer?.request === request ? answer.loaded : null;
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    listReviews(page, filter).then(
      (result) => {
        if (active) setAnswer({ request, loaded: { status: 'ready', page: result } });
      },
      (error: unknown) => {
        if (active) setAnswer({ request, loaded: { status: 'failed', code: error instanceof ApiError ? error.code : 'unexpected.error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [page, filter, request]);

  const toggle = async (review: AdminReview) => {
    setBusy(review.id);
    setNotice(null);
    try {
      const saved = await setReviewPublished(review.id, !review.published);
      setAnswer((previous) =>
        previous?.loaded.status === 'ready'
          ? {
              ...previous,
              loaded: { ...previous.loaded, page: { ...previous.loaded.page, data: previous.loaded.page.data.map((item) => (item.id === saved.id ? saved : item)) } },
            }
          : previous,
      );
      setNotice(saved.published ? t('shown') : t('hidden'));
    } catch (error) {
      setNotice(t(error instanceof ApiError ? error.code : 'unexpected.error', errorKeyOptions));
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
      {!loaded ? (
        <Spinner />
      ) : loaded.status === 'failed' ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('retry')}
          </Button>
        </div>
      ) : loaded.page.data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ul className="reviews-page__list">
            {loaded.page.data.map((review) => (
              <li key={review.id} className={review.published ? 'review-row' : 'review-row review-row--hidden'}>
                <div className="review-row__head">
                  <h2 className="review-row__formation" dir="auto">{pickLanguage(review.formation_title, language)}</h2>
                  <span className="review-row__status">{review.published ? t('status.published') : t('status.hidden')}</span>
                </div>
                <Stars value={review.rating} />
                {review.description ? <p className="review-row__text" dir="auto">
                    {review.description}
                  </p> : null}
                <ByLine
                  className="review-row__meta"
                  parts={[
                    <BidiText text={t('by', { name: isolate(review.author_name ?? t('anonymous')) })} />,
                    new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA' : language, { dateStyle: 'medium' }).format(new Date(review.created_at)),
                  ]}
                />
                <Button variant="secondary" busy={busy === review.id} onClick={() => void toggle(review)}>
                  {review.published ? t('hide') : t('show')}
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={loaded.page.meta.total_pages} onPageChange={setPage} />
        </>
      )}
    </Page>
  );
}
