import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

interface GetCertifiedProps {
  formationId: string;
  enrolled: boolean;
  /** Id of the enrollment section, where a visitor who is not enrolled is sent. */
  enrollAnchor: string;
}

/** SPEC §2's get-certified action: the final exam for an enrolled learner, enrollment for anyone else. */
export function GetCertified({ formationId, enrolled, enrollAnchor }: GetCertifiedProps) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  return (
    <section className="course-section course-certify" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.getCertified')}</h2>
      <p>{t('detail.getCertifiedText')}</p>
      {enrolled ? (
        <Link className="button button--secondary" to={paths.quiz(formationId)}>
          {t('detail.takeExam')}
        </Link>
      ) : (
        <a className="button button--secondary" href={`#${enrollAnchor}`}>
          {t('detail.enrollToCertify')}
        </a>
      )}
    </section>
  );
}
