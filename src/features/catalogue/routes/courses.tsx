import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LEVELS, TOPICS } from '../../../../contract/catalogue-terms';
import { oneOf } from '../../../../contract/one-of';
import { currentLanguage } from '../../../lib/i18n';
import { isServerRenderer } from '../../../lib/server-data';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { CatalogueFilters, type CatalogueFilterValues } from '../components/catalogue-filters';
import { CatalogueStatus } from '../components/catalogue-status';
import { FormationCard } from '../components/formation-card';
import { formatCount } from '../format';
import { useCatalogueSyncState } from '../hooks/use-catalogue-sync-state';
import { useFormationList } from '../hooks/use-formation-list';
import { useLanguage } from '../../../lib/use-language';
import { useOnline } from '../../../lib/use-online';
import { useThumbnailWarmup } from '../hooks/use-thumbnail-warmup';
import { loadCatalogueMirror, withCatalogueMirror } from '../load-catalogue-mirror';
import { primeFormationList } from '../repositories/formation-list-cache';
import { serverFirstPage } from '../repositories/server-first-page';
import './courses.css';

/**
 * Ready to render (src/app/lazy-page.ts): the mirror is loaded and the first page's read has started, so
 * the list can paint in the first frame instead of after React's first commit. Not when the server
 * rendered the page: hydration starts from the server's page without waiting for the data
 * layer, which then loads beside it. (The server renderer has no IndexedDB at all.)
 */
export const ready: Promise<void> | undefined =
  isServerRenderer() || serverFirstPage()
    ? undefined
    : loadCatalogueMirror().then(
        ({ publicDb }) => primeFormationList(publicDb(), { q: '', topic: null, level: null, page: 1, language: currentLanguage() }),
        // The screen's live queries try again and show what they can.
        () => undefined,
      );

/** Performance marks read by bench/catalogue.ts: route rendered → first page of courses on screen. */
export const COURSES_MARKS = { start: 'catalogue:courses-start', firstPage: 'catalogue:courses-first-page' } as const;

/** /courses (SPEC §2): the catalogue from the device's mirror, searched and filtered offline, six a page. */
export function Component() {
  const { t } = useTranslation(['common', 'catalogue']);
  const language = useLanguage();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const [startMark] = useState(() => performance.mark(COURSES_MARKS.start));
  const firstPageMarked = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);

  const filters: CatalogueFilterValues = {
    q: params.get('q') ?? '',
    topic: oneOf(params.get('topic'), TOPICS),
    level: oneOf(params.get('level'), LEVELS),
  };
  const page = Number.parseInt(params.get('page') ?? '1', 10) || 1;
  const result = useFormationList({ ...filters, page, language });
  const sync = useCatalogueSyncState();
  useThumbnailWarmup(online);

  useEffect(() => {
    if (firstPageMarked.current || !result || result.items.length === 0) return;
    firstPageMarked.current = true;
    performance.measure('catalogue:courses-render', startMark.name, performance.mark(COURSES_MARKS.firstPage).name);
  }, [result, startMark]);

  const searchOf = (next: CatalogueFilterValues, nextPage: number) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.topic) search.set('topic', next.topic);
    if (next.level) search.set('level', next.level);
    if (nextPage > 1) search.set('page', String(nextPage));
    return search;
  };

  const update = (next: CatalogueFilterValues, nextPage = 1, replace = true) => {
    // Typing replaces the history entry; paging adds one, so Back returns to the previous page.
    setParams(searchOf(next, nextPage), { replace });
  };

  const goTo = (nextPage: number) => {
    update(filters, nextPage, false);
    listRef.current?.focus();
  };

  const filtered = filters.q !== '' || filters.topic !== null || filters.level !== null;

  return (
    <Page title={t('pages.courses')} lead={t('catalogue:list.lead')} className="courses-page">
      <CatalogueFilters values={filters} onChange={(next) => update(next)} />
      <p className="courses-page__count" role="status" aria-live="polite">
        {result && (result.total > 0 || filtered) ? t('catalogue:list.results', { count: result.total }) : null}
      </p>
      {result && result.total === 0 ? (
        filtered ? (
          <p className="catalogue-status">{t('catalogue:list.noResults')}</p>
        ) : sync !== undefined ? (
          <CatalogueStatus sync={sync} online={online} onRetry={() => withCatalogueMirror((mirror) => mirror.syncNow('catalogue'))} />
        ) : null
      ) : null}
      {result?.pastEnd ? (
        <div className="catalogue-status">
          <p>
            {t('catalogue:list.pastEnd', { page: formatCount(result.page, language), total: formatCount(result.totalPages, language) })}
          </p>
          <Link to={{ search: `?${searchOf(filters, result.totalPages).toString()}` }}>{t('catalogue:list.pastEndLink')}</Link>
        </div>
      ) : null}
      {result && result.items.length > 0 ? (
        <>
          <ul className="courses-page__list" aria-label={t('catalogue:list.resultsLabel')} ref={listRef} tabIndex={-1}>
            {result.items.map((formation, index) => (
              <li key={formation.id}>
                <FormationCard formation={formation} language={language} eager={index < 2} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} totalPages={result.totalPages} onPageChange={goTo} />
        </>
      ) : null}
    </Page>
  );
}
