import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pickLanguage } from '../../../../contract/pick-language';
import { startBackgroundSync, syncNow } from '../../../data/sync-runtime';
import { OfflineDownloadSlot } from '../../../lib/offline-download-slot';
import { paths } from '../../../lib/paths';
import { isolate } from '../../../lib/bidi';
import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { recordView } from '../api/record-view';
import { CatalogueStatus } from '../components/catalogue-status';
import { CourseFacts } from '../components/course-facts';
import { CourseOutline } from '../components/course-outline';
import { CourseReviews } from '../components/course-reviews';
import { EnrollPanel } from '../components/enroll-panel';
import { GetCertified } from '../components/get-certified';
import { PreviewVideo } from '../components/preview-video';
import { SubscribeForm } from '../components/subscribe-form';
import { useCatalogueSyncState } from '../hooks/use-catalogue-sync-state';
import { useEnrollment } from '../hooks/use-enrollment';
import { useFormationView } from '../hooks/use-formation-view';
import { useLanguage } from '../../../lib/use-language';
import { useOnline } from '../../../lib/use-online';
import './course-detail.css';

const ENROLL_SECTION = 'enroll';

/**
 * /course/{id} (SPEC §2): every course fact from the device's mirror, so it opens offline; enrollment
 * for a signed-in learner, or the create-account-and-subscribe form for a visitor.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['common', 'catalogue']);
  const language = useLanguage();
  const online = useOnline();
  const view = useFormationView(id);
  const sync = useCatalogueSyncState();
  const userId = useSession((session) => (session.token ? (session.user?.id ?? null) : null));
  const enrollment = useEnrollment(id, userId, online);
  const [welcome, setWelcome] = useState(false);
  const enrollHeading = useId();

  useEffect(() => {
    startBackgroundSync();
  }, []);

  useEffect(() => {
    recordView(id);
  }, [id]);

  if (view === undefined) {
    return (
      <Page title={t('pages.courseDetail')}>
        <Spinner label={t('catalogue:detail.loading')} />
      </Page>
    );
  }

  if (view === null) {
    const waitingForSync = !sync?.synced_at;
    return (
      <Page title={t('pages.courseDetail')} className="course-page">
        {waitingForSync ? (
          <CatalogueStatus sync={sync ?? null} online={online} onRetry={() => void syncNow('catalogue')} />
        ) : (
          <p className="catalogue-status">{t('catalogue:detail.notFound')}</p>
        )}
        <Link to={paths.courses}>{t('catalogue:detail.backToCourses')}</Link>
      </Page>
    );
  }

  const { formation, modules, preview, reviews } = view;
  const enrolled = enrollment.enrollment?.status === 'active';

  return (
    <Page title={isolate(pickLanguage(formation.title, language))} className="course-page">
      <div className="course-page__layout">
        <div className="course-page__main">
          <PreviewVideo formation={formation} lesson={preview} language={language} />
          <p className="course-page__topic">{t(`catalogue:topics.${formation.topic}`)}</p>
          <p className="course-page__description" dir="auto">{pickLanguage(formation.description, language)}</p>
          <CourseFacts formation={formation} modulesCount={modules.length} language={language} />
          <section className="course-section course-schedule">
            <h2>{t('catalogue:detail.schedule')}</h2>
            <p>{t('catalogue:detail.scheduleText')}</p>
          </section>
          <CourseOutline modules={modules} language={language} />
          <CourseReviews reviews={reviews} language={language} />
        </div>
        <aside className="course-page__side">
          <section id={ENROLL_SECTION} className="course-section course-enroll" aria-labelledby={enrollHeading} tabIndex={-1}>
            <h2 id={enrollHeading}>{t('catalogue:enroll.title')}</h2>
            {userId ? (
              <EnrollPanel formation={formation} language={language} online={online} state={enrollment} welcome={welcome} />
            ) : (
              <SubscribeForm formation={formation} online={online} onSignedIn={() => setWelcome(true)} />
            )}
          </section>
          <GetCertified formationId={formation.id} enrolled={enrolled} enrollAnchor={ENROLL_SECTION} />
          {enrolled ? <OfflineDownloadSlot formationId={formation.id} /> : null}
          <Link className="course-page__back" to={paths.courses}>
            <span className="flip-rtl" aria-hidden="true">
              ‹
            </span>{' '}
            {t('catalogue:detail.backToCourses')}
          </Link>
        </aside>
      </div>
    </Page>
  );
}
