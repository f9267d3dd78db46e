import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The course page's section a visitor subscribes in, or a learner enrolls in; `id` is what "get certified" links to. */
export function EnrollSection({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const heading = useId();
  return (
    <section id={id} className="course-section course-enroll" aria-labelledby={heading} tabIndex={-1}>
      <h2 id={heading}>{t('enroll.title')}</h2>
      {children}
    </section>
  );
}
