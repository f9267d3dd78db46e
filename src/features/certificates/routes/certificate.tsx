import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { pickLanguage } from '../../../../contract/pick-language';
import { syncNow } from '../../../data/sync-runtime';
import { isolate } from '../../../lib/bidi';
import { paths } from '../../../lib/paths';
import { useLearnerSession } from '../../../lib/use-learner-session';
import { useOnline } from '../../../lib/use-online';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { CertificateCard } from '../components/certificate-card';
import { DownloadPdf } from '../components/download-pdf';
import { RatingForm } from '../components/rating-form';
import { useCertificateData } from '../hooks/use-certificate-data';
import { saveRating } from '../repositories/certificate-repository';
import './certificates.css';

/**
 * /course/{id}/certificate (SPEC §2): the learner's certificate from the device (the `me` stream mirrors
 * it, so it shows offline), the PDF download, and the rating form. Without a certificate the learner is
 * sent to /course/{id}/nocertificate, which says what remains.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['certificates', 'common']);
  const language = useLanguage();
  const online = useOnline();
  const { userId, loading } = useLearnerSession();
  const { course, learner, db } = useCertificateData(id, userId);

  // No certificate on the device yet (a first visit, or a pass not mirrored yet): pull the learner's
  // stream once before deciding there is none.
  const passed = learner?.attempts.find((attempt) => attempt.passed) ?? null;
  const missing = learner !== undefined && learner.certificate === null;
  const asked = useRef(false);
  const [pulled, setPulled] = useState(false);
  useEffect(() => {
    if (!missing || !online || asked.current) return;
    asked.current = true;
    void syncNow('me').finally(() => setPulled(true));
  }, [missing, online]);

  // Once a rating is acknowledged, refresh the catalogue so the course page shows the new average.
  const ratingStatus = learner?.rating?.status;
  useEffect(() => {
    if (ratingStatus === 'sent') void syncNow('catalogue');
  }, [ratingStatus]);

  const frame = (children: ReactNode, lead?: string) => (
    <Page title={t('common:pages.certificate')} lead={lead} className="certificate-page">
      {children}
    </Page>
  );

  if (loading || course === undefined || (userId && learner === undefined)) return frame(<Spinner label={t('loading')} />);
  if (!userId || !learner || !db) {
    return frame(
      <>
        <p className="certificate-note">{t('signIn')}</p>
        <Link className="button button--primary" to={paths.login}>
          {t('signInAction')}
        </Link>
      </>,
    );
  }

  const { certificate } = learner;
  if (!certificate) {
    if (online && !pulled) return frame(<Spinner label={t('fetching')} />);
    if (!passed) return <Navigate to={paths.noCertificate(id)} replace />;
    return frame(<p className="certificate-note">{t('offlineSoon')}</p>);
  }

  return frame(
    <>
      <CertificateCard certificate={certificate} language={language} origin={window.location.origin} />
      <DownloadPdf code={certificate.code} language={language} online={online} />
      <RatingForm saved={learner.rating} onSubmit={(rating, feedback) => saveRating(db, id, rating, feedback)} />
    </>,
    isolate(pickLanguage(course?.formation.title ?? certificate.formation_title, language)),
  );
}
