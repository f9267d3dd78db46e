import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pickLanguage } from '../../../../contract/pick-language';
import { paths } from '../../../lib/paths';
import { isolate } from '../../../lib/bidi';
import { isServerRenderer, serverData } from '../../../lib/server-data';
import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { recordView } from '../api/record-view';
import { CatalogueStatus } from '../components/catalogue-status';
import { CourseFacts } from '../components/course-facts';
import { CourseOutline } from '../components/course-outline';
import { CourseReviews } from '../components/course-reviews';
import { EnrollSection } from '../components/enroll-section';
import type * as LearnerPartModule from '../components/learner-enrollment';
import { GetCertified } from '../components/get-certified';
import { PreviewVideo } from '../components/preview-video';
import type * as SubscribePartModule from '../components/subscribe-form';
import { useCatalogueSyncState } from '../hooks/use-catalogue-sync-state';
import { useFormationView } from '../hooks/use-formation-view';
import { loadCatalogueMirror, withCatalogueMirror } from '../load-catalogue-mirror';
import { useLanguage } from '../../../lib/use-language';
import { useOnline } from '../../../lib/use-online';
import './course-detail.css';

const ENROLL_SECTION = 'enroll';

/** A signed-in learner's side of the page (learner-enrollment.tsx), kept once loaded so it renders without suspending. */
let learnerPart: typeof LearnerPartModule | null = null;
const loadLearnerPart = () => import('../components/learner-enrollment').then((module) => (learnerPart = module));
const LazyLearnerEnrollment = lazy(() => loadLearnerPart().then((module) => ({ default: module.LearnerEnrollment })));

/**
 * A visitor's subscription form (subscribe-form.tsx) and what it needs (valibot, the schemas, the form
 * fields): loaded beside the page instead of before it hydrates. On a server-rendered page
 * its boundary keeps the server's form on screen and is hydrated when the part arrives.
 */
let subscribePart: typeof SubscribePartModule | null = null;
const loadSubscribePart = () => import('../components/subscribe-form').then((module) => (subscribePart = module));
const LazySubscribeForm = lazy(() => loadSubscribePart().then((module) => ({ default: module.SubscribeForm })));

/**
 * Ready to render (src/app/lazy-page.ts): the mirror is loaded, and a signed-in learner's part of the
 * page too, so a client-rendered visit draws the whole page in its first frame. Not when the server
 * rendered the page: a visitor's page is hydrated without the data layer, which loads beside it.
 */
export const ready: Promise<unknown> | undefined =
  isServerRenderer() || serverData()?.course
    ? undefined
    : Promise.all([loadCatalogueMirror(), useSession.getState().token ? loadLearnerPart() : loadSubscribePart()]).catch(() => undefined);

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
  const [welcome, setWelcome] = useState(false);
  // Each part is drawn by its loaded component if it was there at the page's first render, else by its lazy
  // one for the page's life: switching when it arrives would be another component to React, which would
  // mount the part again and drop what the visitor had typed into it.
  const [partsLoadedAtMount] = useState(() => ({ learner: learnerPart !== null, subscribe: subscribePart !== null }));
  const LearnerEnrollment = (partsLoadedAtMount.learner ? learnerPart?.LearnerEnrollment : null) ?? LazyLearnerEnrollment;
  const SubscribeForm = (partsLoadedAtMount.subscribe ? subscribePart?.SubscribeForm : null) ?? LazySubscribeForm;

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
          <CatalogueStatus
            sync={sync ?? null}
            online={online}
            onRetry={() => withCatalogueMirror((mirror) => mirror.syncNow('catalogue'))}
          />
        ) : (
          <p className="catalogue-status">{t('catalogue:detail.notFound')}</p>
        )}
        <Link to={paths.courses}>{t('catalogue:detail.backToCourses')}</Link>
      </Page>
    );
  }

  const { formation, modules, preview, reviews } = view;

  return (
    <Page title={isolate(pickLanguage(formation.title, language))} className="course-page">
      <div className="course-page__layout">
        <div className="course-page__main">
          <PreviewVideo formation={formation} lesson={preview} language={language} />
          <p className="course-page__topic">{t(`catalogue:topics.${formation.topic}`)}</p>
          <p className="course-page__description" dir="auto">
            {pickLanguage(formation.description, language)}
          </p>
          <CourseFacts formation={formation} modulesCount={modules.length} language={language} />
          <section className="course-section course-schedule">
            <h2>{t('catalogue:detail.schedule')}</h2>
            <p>{t('catalogue:detail.scheduleText')}</p>
          </section>
          <CourseOutline modules={modules} language={language} />
          <CourseReviews reviews={reviews} language={language} />
        </div>
        <aside className="course-page__side">
          {userId ? (
            <Suspense fallback={<Spinner label={t('catalogue:detail.loading')} />}>
              <LearnerEnrollment
                formation={formation}
                userId={userId}
                language={language}
                online={online}
                welcome={welcome}
                sectionId={ENROLL_SECTION}
              />
            </Suspense>
          ) : (
            <>
              <EnrollSection id={ENROLL_SECTION}>
                <Suspense fallback={<Spinner label={t('catalogue:detail.loading')} />}>
                  <SubscribeForm formation={formation} online={online} onSignedIn={() => setWelcome(true)} />
                </Suspense>
              </EnrollSection>
              <GetCertified formationId={formation.id} enrolled={false} enrollAnchor={ENROLL_SECTION} />
            </>
          )}
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
