import { useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { progression as computeProgression } from '../../../../contract/study';
import { pickLanguage } from '../../../../contract/pick-language';
import { resumeInterruptedDownloads } from '../../../data/downloads/download-runner';
import { errorKeyOptions } from '../../../lib/i18n';
import { isolate } from '../../../lib/bidi';
import { OfflineDownloadSlot } from '../../../lib/offline-download-slot';
import { paths } from '../../../lib/paths';
import { useLearnerSession } from '../../../lib/use-learner-session';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { LessonList } from '../components/lesson-list';
import { LessonNav } from '../components/lesson-nav';
import { LessonResources } from '../components/lesson-resources';
import { LessonStage } from '../components/lesson-stage';
import { choosePlayback, renditionSizes, unavailableChoice } from '../playback';
import { useRenditionChoice } from '../../../lib/rendition-choice';
import { RenditionPicker } from '../../../domain-ui/rendition-picker';
import { useDataPrice } from '../../../lib/data-price';
import { useLanguage } from '../../../lib/use-language';
import { useOnline } from '../../../lib/use-online';
import { useStudyData } from '../hooks/use-study-data';
import { useStudyPackRefresh } from '../hooks/use-study-pack';
import { selectLesson } from '../lesson-selection';
import './study.css';

const LESSON_PARAM = 'lesson';
/** Refreshing a refused video link more often than this would only loop on a lasting refusal. */
const VIDEO_RETRY_GAP_MS = 3_000;

function subscribeToWorker(onChange: () => void): () => void {
  const container = globalThis.navigator?.serviceWorker;
  container?.addEventListener('controllerchange', onChange);
  return () => container?.removeEventListener('controllerchange', onChange);
}

/** True once a service worker controls the page, so downloaded videos are answered from the cache. */
function useWorkerReady(): boolean {
  return useSyncExternalStore(
    subscribeToWorker,
    () => Boolean(globalThis.navigator?.serviceWorker?.controller),
    () => false,
  );
}

/**
 * /course/{id}/study (SPEC §2, §4): the lesson view. Everything comes from the device (catalogue mirror,
 * study pack, progress, downloaded files), so a downloaded formation is studied with no network; progress
 * is written here at once and sent through the outbox. The lock rule is contract/study.ts's, the server's.
 */
export function Component() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { t } = useTranslation(['study', 'common']);
  const language = useLanguage();
  const online = useOnline();
  const workerReady = useWorkerReady();
  const { userId, staff, loading } = useLearnerSession();
  const { outline, learner, db } = useStudyData(id, userId);
  const enrolled = learner?.enrollment?.status === 'active';
  const allowed = staff || enrolled;
  const packRefresh = useStudyPackRefresh(db, id, learner?.pack, allowed);
  const lastVideoRetry = useRef(0);
  const [rendition, chooseRendition] = useRenditionChoice();
  const dataPrice = useDataPrice();
  const aboutId = useId();
  const summaryId = useId();

  useEffect(() => {
    if (db) void resumeInterruptedDownloads(db);
  }, [db]);

  const completed = useMemo(
    () => new Set([...(learner?.progress.values() ?? [])].filter((entry) => entry.completed).map((entry) => entry.lesson_id)),
    [learner],
  );
  const progression = useMemo(
    () => (outline ? computeProgression(outline.modules, outline.lessons, completed, { unlockAll: staff }) : null),
    [outline, completed, staff],
  );

  // The lesson shown is pinned in the URL, so completing it never swaps the screen for the next one.
  const requested = search.get(LESSON_PARAM);
  const pinned = !requested && outline && progression ? (selectLesson(outline.lessons, progression, null)?.lesson.id ?? null) : null;
  useEffect(() => {
    if (pinned) setSearch({ [LESSON_PARAM]: pinned }, { replace: true });
  }, [pinned, setSearch]);

  const hrefOf = useCallback((lessonId: string) => `${paths.study(id)}?${LESSON_PARAM}=${encodeURIComponent(lessonId)}`, [id]);
  const onVideoError = useCallback(() => {
    if (!online || Date.now() - lastVideoRetry.current < VIDEO_RETRY_GAP_MS) return;
    lastVideoRetry.current = Date.now();
    packRefresh.refresh();
  }, [online, packRefresh]);

  if (loading || outline === undefined || (userId && learner === undefined)) {
    return (
      <Page title={t('common:pages.study')}>
        <Spinner label={t('loading')} />
      </Page>
    );
  }

  if (!userId) {
    return (
      <Page title={t('common:pages.study')} className="study-page">
        <p className="study-notice">{t('access.signIn')}</p>
        <Link className="button button--primary" to={paths.login}>
          {t('access.signInAction')}
        </Link>
      </Page>
    );
  }

  if (outline === null) {
    return (
      <Page title={t('common:pages.study')} className="study-page">
        <p className="study-notice">{online ? t('access.notFound') : t('access.notOnDevice')}</p>
        <Link to={paths.courses}>{t('nav.courses')}</Link>
      </Page>
    );
  }

  const courseTitle = isolate(pickLanguage(outline.formation.title, language));
  if (!allowed) {
    return (
      <Page title={courseTitle} className="study-page">
        <p className="study-notice" role="status">
          {t('access.enrollFirst')}
        </p>
        <Link className="button button--primary" to={paths.course(id)}>
          {t('access.enrollAction')}
        </Link>
      </Page>
    );
  }

  const selection = progression ? selectLesson(outline.lessons, progression, requested) : null;
  if (!progression || !selection) {
    return (
      <Page title={courseTitle} className="study-page">
        <p className="study-notice">{t('access.noLessons')}</p>
      </Page>
    );
  }

  const { lesson, access, previous, next } = selection;
  const manifest = learner?.pack?.manifest ?? null;
  const content = manifest?.lessons.find((entry) => entry.id === lesson.id) ?? null;
  const attachments = manifest ? manifest.attachments.filter((entry) => entry.lesson_id === lesson.id) : null;
  const courseWide = manifest ? manifest.attachments.filter((entry) => entry.lesson_id === null) : [];
  const offlineKeys = learner?.offlineKeys ?? new Set<string>();
  const playback = choosePlayback(content, rendition, offlineKeys, online);
  const sizes = renditionSizes(content);
  const notOnPhone = online ? null : unavailableChoice(content, rendition, playback);
  const progress = learner?.progress.get(lesson.id);

  return (
    <Page title={courseTitle} className="study-page">
      <div className="study-page__toolbar">
        <p className="study-page__progress">
          {t('outline.completed', { done: progression.completedCount, total: outline.lessons.length, count: outline.lessons.length })}
        </p>
        {online ? null : (
          <p className="study-page__offline" role="status">
            {t('offline.banner')}
          </p>
        )}
        <OfflineDownloadSlot formationId={id} />
      </div>
      {packRefresh.error ? (
        <p className="study-notice" role="alert">
          {t(packRefresh.error, errorKeyOptions)}
        </p>
      ) : null}
      <div className="study-page__layout">
        <div className="study-page__main">
          <LessonStage
            key={lesson.id}
            db={db}
            formationId={id}
            lesson={lesson}
            access={access}
            content={content}
            progress={progress}
            rendition={playback?.rendition ?? null}
            downloaded={playback?.downloaded ?? false}
            picker={
              Object.keys(sizes).length > 1 && access.unlocked ? (
                <>
                  <RenditionPicker
                    sizes={sizes}
                    value={playback?.rendition.name ?? rendition}
                    onChange={chooseRendition}
                    language={language}
                    legend={t('renditions.legend')}
                    price={online ? dataPrice?.price : null}
                  />
                  {notOnPhone ? (
                    <p className="study-notice" role="status">
                      {t('renditions.notOnPhone', { choice: t(`common:renditions.${notOnPhone}`) })}
                    </p>
                  ) : null}
                </>
              ) : null
            }
            online={online}
            workerReady={workerReady}
            previous={previous}
            language={language}
            onOpenPrevious={() => previous && setSearch({ [LESSON_PARAM]: previous.id }, { replace: true })}
            onVideoError={onVideoError}
          />
          <LessonNav
            formationId={id}
            previous={previous}
            next={next}
            currentCompleted={progress?.completed ?? false}
            progression={progression}
            language={language}
            hrefOf={hrefOf}
          />
          {access.unlocked ? (
            <>
              <section className="study-section" aria-labelledby={aboutId}>
                <h2 id={aboutId}>{t('lesson.about')}</h2>
                {content ? (
                  <p className="study-section__text" dir="auto">
                    {pickLanguage(content.about, language)}
                  </p>
                ) : (
                  <p className="study-section__empty">{online ? t('resources.loading') : t('offline.notAvailable')}</p>
                )}
              </section>
              <LessonResources db={db} attachments={attachments} courseWide={courseWide} offlineKeys={offlineKeys} online={online} />
              <section className="study-section" aria-labelledby={summaryId}>
                <h2 id={summaryId}>{t('lesson.summary')}</h2>
                {content ? (
                  <p className="study-section__text" dir="auto">
                    {pickLanguage(content.summary, language)}
                  </p>
                ) : (
                  <p className="study-section__empty">{online ? t('resources.loading') : t('offline.notAvailable')}</p>
                )}
              </section>
            </>
          ) : null}
        </div>
        <aside className="study-page__side">
          <LessonList
            modules={outline.modules}
            lessons={outline.lessons}
            progression={progression}
            currentId={lesson.id}
            language={language}
            hrefOf={hrefOf}
          />
        </aside>
      </div>
    </Page>
  );
}
