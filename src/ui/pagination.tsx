import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, next and "page x of y" (SPEC §2, course list). */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const { t } = useTranslation('common');
  const total = Math.max(1, totalPages);
  return (
    <nav className="pagination" aria-label={t('ui.pagination')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <span className="flip-rtl" aria-hidden="true">
          ‹
        </span>{' '}
        {t('ui.previous')}
      </button>
      <p className="pagination__status" aria-live="polite">
        {t('ui.pageOf', { page, total })}
      </p>
      <button type="button" className="button button--secondary" disabled={page >= total} onClick={() => onPageChange(page + 1)}>
        {t('ui.next')}{' '}
        <span className="flip-rtl" aria-hidden="true">
          ›
        </span>
      </button>
    </nav>
  );
}
