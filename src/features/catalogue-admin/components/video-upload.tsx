import { useId, useState } from 'react';
import type { AdminLesson } from '../../../../contract/editor';
import type { ErrorCode } from '../../../../contract/errors';
import { asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { formatClock } from '../../../lib/format-clock';
import { BidiText } from '../../../ui/bidi-text';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { patchLesson } from '../api/editor-api';
import { useMediaInfo } from '../hooks/use-media-info';
import { useVideoUpload, type UploadTransport } from '../hooks/use-video-upload';
import { ProgressRow, UploadProgress } from './upload-progress';
import { formatValue } from '../../../lib/format';
import { formatSize } from '../../../lib/format-size';

interface VideoUploadProps {
  formationId: string;
  moduleId: string;
  lesson: AdminLesson;
  onLessonChanged: (lesson: AdminLesson) => void;
  /** A fake tus server in tests; the browser's XHR and localStorage otherwise. */
  transport?: UploadTransport;
}

/**
 * The lesson's video: sent with tus (pause, resume, survives drops and reloads), then attached to the
 * lesson, then watched while the server prepares its low-data renditions.
 */
export function VideoUpload({ formationId, moduleId, lesson, onLessonChanged, transport }: VideoUploadProps) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  const uiLanguage = useLanguage();
  const inputId = useId();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const attach = async (mediaId: string) => {
    setFailure(null);
    try {
      onLessonChanged(await patchLesson(formationId, moduleId, lesson.id, { version: lesson.version, video_media_id: mediaId }));
    } catch (error) {
      setFailure(asApiError(error).code);
    }
  };
  const { state, interrupted, start, pause, resume } = useVideoUpload(lesson.id, (mediaId) => void attach(mediaId), transport);
  const { info, failed } = useMediaInfo(lesson.video_media_id);
  const active = state.phase === 'uploading' || state.phase === 'paused' || state.phase === 'waiting-network';

  return (
    <section className="editor-section upload-box" aria-labelledby={`${inputId}-heading`}>
      <h4 id={`${inputId}-heading`}>{t('video.heading')}</h4>
      {lesson.video_media_id ? (
        // Read from the uploaded file by the server; learners see it and publishing needs it.
        <p className="media-state__duration">
          {lesson.duration_seconds > 0 ? (
            <BidiText text={t('video.duration', { duration: isolate(formatClock(lesson.duration_seconds)) })} />
          ) : (
            t('video.durationUnknown')
          )}
        </p>
      ) : null}
      {lesson.video_media_id ? (
        <div role="status" className="media-state">
          {failed && !info ? (
            <p>{t('video.stateUnknown')}</p>
          ) : !info ? (
            <p>{t('video.checking')}</p>
          ) : info.state === 'unavailable' || !info.transcoding_available ? (
            <p>{t('video.unavailable')}</p>
          ) : info.state === 'ready' ? (
            <>
              <p>{t('video.ready')}</p>
              <ul>
                {info.renditions.map((rendition) => (
                  <li key={rendition.name}>
                    {t('video.rendition', { name: t(`video.renditions.${rendition.name}`), size: formatSize(rendition.size, uiLanguage) })}
                  </li>
                ))}
              </ul>
            </>
          ) : info.state === 'failed' ? (
            <p>{t('video.failed')}</p>
          ) : (
            // Work under way, not a problem: a progress icon, never a warning sign.
            <p className="media-state__processing">
              <span className="spinner__wheel media-state__icon" aria-hidden="true" />
              {t('video.processing', { percent: formatValue(Math.floor(info.progress * 100) / 100, 'percent', uiLanguage) })}
            </p>
          )}
          {info?.state === 'processing' && info.transcoding_available && info.rendition_progress.length > 0 ? (
            // Each rendition's own progress as ffmpeg reports it; low and standard come from one decode.
            <ul className="media-state__renditions">
              {info.rendition_progress.map((rendition) => {
                const percent = Math.floor(rendition.progress * 100);
                const name = t(`video.renditions.${rendition.name}`);
                const text = t('video.renditionProgress', { name, percent: formatValue(percent / 100, 'percent', uiLanguage) });
                return <ProgressRow key={rendition.name} as="li" label={name} percent={percent} text={text} />;
              })}
            </ul>
          ) : null}
        </div>
      ) : (
        <p>{t('video.none')}</p>
      )}
      {interrupted && state.phase === 'idle' ? (
        <p className="editor-notice">{t('video.interrupted', { name: isolate(interrupted.fileName) })}</p>
      ) : null}
      {active || state.phase === 'done' || state.phase === 'failed' ? (
        <UploadProgress
          label={t('video.progressLabel', { name: isolate(state.fileName ?? '') })}
          sent={state.bytesSent}
          total={state.bytesTotal}
        />
      ) : null}
      <p role="status" className="upload-box__phase">
        {state.phase === 'paused'
          ? t('video.paused')
          : state.phase === 'waiting-network'
            ? t('video.waitingNetwork')
            : state.phase === 'done'
              ? t('video.uploaded')
              : ''}
      </p>
      {state.phase === 'failed' && state.error ? (
        <p role="alert" className="field__error">
          {t(state.error, errorKeyOptions)}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="field__error">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      <div className="editor-actions">
        {state.phase === 'uploading' ? (
          <Button variant="secondary" onClick={pause}>
            {t('video.pause')}
          </Button>
        ) : null}
        {state.phase === 'paused' || state.phase === 'waiting-network' || (state.phase === 'failed' && state.error === 'network.error') ? (
          <Button onClick={resume}>{t('video.resume')}</Button>
        ) : null}
      </div>
      {!active ? (
        <>
          <label className="field__label" htmlFor={inputId}>
            {interrupted && state.phase === 'idle' ? t('video.chooseSame') : lesson.video_media_id ? t('video.replace') : t('video.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="video/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void start(file);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
