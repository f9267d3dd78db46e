import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The list's total stopped counting at its cap (`meta.total_capped`): "of at least N" (N the pages of the
   * cap, or this page past them), and "next" follows whether this page was full (`meta.next`) instead of
   * the count.
   */
  capped?: { hasNext: boolean };
}

/** Previous, next and "page x of y" (SPEC §2, course list). */
export function Pagination({ page, totalPages, onPageChange, capped }: PaginationProps) {
  const { t } = useTranslation('common');
  const total = Math.max(1, totalPages, capped ? page : 1);
  const hasNext = capped ? capped.hasNext : page < total;
  return (
    <nav className="pagination" aria-label={t('ui.pagination')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <span className="flip-rtl" aria-hidden="true">
          ‹
        </span>{' '}
        {t('ui.previous')}
      </button>
      <p className="pagination__status" aria-live="polite">
        {t(capped ? 'ui.pageOfAtLeast' : 'ui.pageOf', { page, total })}
      </p>
      <button type="button" className="button button--secondary" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
        {t('ui.next')}{' '}
        <span className="flip-rtl" aria-hidden="true">
          ›
        </span>
      </button>
    </nav>
  );
}
