import { useState, type ReactNode } from 'react';
import type { Lesson } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { mediaFileKey, viewsNow, type LessonAccess, type StudyLesson, type StudyRendition } from '../../../../contract/study';
import { pickLanguage } from '../../../../contract/pick-language';
import type { EffectiveProgress } from '../../../data/study-progress';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { useProgressRecorder } from '../hooks/use-progress-recorder';
import { formatClock, videoTitle } from '../video-title';

interface LessonStageProps {
  db: UserDatabase | null;
  formationId: string;
  lesson: Lesson;
  access: LessonAccess;
  /** The lesson's teaching content and media from the study pack; null when the device has none. */
  content: StudyLesson | null;
  progress: EffectiveProgress | undefined;
  /** The rendition to play (the learner's choice, or what the pack holds offline); null without a video. */
  rendition: StudyRendition | null;
  /** That rendition is in the offline media cache. */
  downloaded: boolean;
  /** The "low data / standard / audio only" choice, shown under the video. */
  picker?: ReactNode;
  online: boolean;
  /** A service worker controls the page, so a downloaded video is answered from the cache. */
  workerReady: boolean;
  previous: Lesson | null;
  language: Language;
  onOpenPrevious: () => void;
  /** The player could not load the video (an expired link, a dropped connection). */
  onVideoError: () => void;
}

/** Where a video comes from: the offline cache, the signed stream URL, or nowhere right now. */
function videoSource(rendition: StudyRendition | null, downloaded: boolean, online: boolean, workerReady: boolean): string | null {
  if (!rendition) return null;
  if (downloaded && workerReady) return mediaFileKey(rendition.url);
  return online ? rendition.url : null;
}

/**
 * The source the player is given. A study pack renewed while a video plays brings a new signed URL for the
 * same file, and a download finishing brings the offline copy of it: a new source would stop the video and
 * load it again, so while it plays the player keeps the source it plays (a pack is renewed half an hour
 * before its links expire: STUDY_PACK_RENEW_MARGIN_MS) and takes the new one when the learner pauses, the
 * video ends or its source fails. Another file (the learner chose another rendition) is taken at once.
 */
function useSteadySource(wanted: string | null, failedSource: string | null) {
  const [shown, setShown] = useState(wanted);
  const [playing, setPlaying] = useState<string | null>(null);
  const keep =
    shown !== null &&
    wanted !== null &&
    shown !== wanted &&
    playing === shown &&
    failedSource !== shown &&
    mediaFileKey(shown) === mediaFileKey(wanted);
  if (!keep && shown !== wanted) setShown(wanted);
  const source = keep ? shown : wanted;
  return {
    source,
    onPlay: () => setPlaying(source),
    onStop: () => setPlaying(null),
  };
}

/**
 * The lesson's main area: its video (or the locked state, or the "not available offline" state, never a
 * broken player), its title, views and duration, and "mark as complete" for a lesson without video.
 */
export function LessonStage(props: LessonStageProps) {
  const { db, formationId, lesson, access, content, rendition, progress, downloaded, online, workerReady, previous, language } = props;
  const { t } = useTranslation('study');
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const steady = useSteadySource(access.unlocked ? videoSource(rendition, downloaded, online, workerReady) : null, failedSource);
  const source = steady.source;
  const { videoRef, markComplete } = useProgressRecorder(
    { db, formationId, lessonId: lesson.id, durationSeconds: lesson.duration_seconds, known: progress },
    source,
  );
  const title = videoTitle(lesson.title, language, t('video.untitled'));

  const meta = (
    <p className="study-stage__meta">
      {content ? <span>{t('video.views', { count: viewsNow(content, progress) })}</span> : null}
      {lesson.has_video ? <span>{t('video.duration', { duration: formatClock(lesson.duration_seconds) })}</span> : null}
      {progress?.completed ? <span className="study-stage__done">{t('lesson.completed')}</span> : null}
    </p>
  );

  if (!access.unlocked) {
    return (
      <section className="study-stage study-stage--locked" aria-labelledby="study-stage-title">
        <div className="study-stage__screen" role="status">
          <span className="study-stage__icon" aria-hidden="true">
            🔒
          </span>
          <p className="study-stage__message">{t('locked.title')}</p>
          <p>
            {previous ? (
              <BidiText text={t('locked.hint', { previous: isolate(pickLanguage(previous.title, language)) })} />
            ) : (
              t('locked.hintFirst')
            )}
          </p>
          {previous ? (
            <Button variant="secondary" onClick={props.onOpenPrevious}>
              {t('locked.openPrevious')}
            </Button>
          ) : null}
        </div>
        <h2 id="study-stage-title" className="study-stage__title" dir="auto">
          {title}
        </h2>
        {meta}
      </section>
    );
  }

  if (lesson.has_video) {
    const unavailable = source === null && (!online || content !== null);
    return (
      <section className="study-stage" aria-labelledby="study-stage-title">
        {source && failedSource !== source ? (
          //  No lesson has caption files yet: the contract carries none and the catalogue editor will upload them.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            key={source}
            ref={videoRef}
            className="study-stage__video"
            src={source}
            controls
            playsInline
            preload="metadata"
            aria-label={title}
            onPlay={steady.onPlay}
            onPause={steady.onStop}
            onEnded={steady.onStop}
            onError={() => {
              setFailedSource(source);
              props.onVideoError();
            }}
          />
        ) : (
          <div className="study-stage__screen" role="status">
            {unavailable || failedSource === source ? (
              <span className="study-stage__icon" aria-hidden="true">
                ⚠
              </span>
            ) : (
              // Being prepared is progress, not a problem: the warning sign is kept for what went wrong.
              <span className="spinner__wheel study-stage__progress" aria-hidden="true" />
            )}
            <p className="study-stage__message">
              {!online
                ? t('offline.notAvailable')
                : failedSource === source && source
                  ? t('video.failed')
                  : unavailable
                    ? t('video.missing')
                    : t('video.loading')}
            </p>
            {!online ? <p>{t('offline.hint')}</p> : null}
          </div>
        )}
        <h2 id="study-stage-title" className="study-stage__title" dir="auto">
          {title}
        </h2>
        {meta}
        {props.picker}
      </section>
    );
  }

  return (
    <section className="study-stage study-stage--reading" aria-labelledby="study-stage-title">
      <h2 id="study-stage-title" className="study-stage__title" dir="auto">
        {pickLanguage(lesson.title, language)}
      </h2>
      {meta}
      {progress?.completed ? null : (
        <Button onClick={() => void markComplete()} className="study-stage__complete">
          {t('lesson.markComplete')}
        </Button>
      )}
    </section>
  );
}
