import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formation, Lesson } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { previewVideoUrl, thumbnailUrl } from '../../../../contract/media';
import { pickLanguage } from '../../../../contract/pick-language';
import { FormationThumbnail } from './formation-thumbnail';

interface PreviewVideoProps {
  formation: Formation;
  lesson: Lesson | null;
  language: Language;
}

/**
 * The course picture with a play button over it (SPEC §2). Pressing it loads the free-preview lesson's
 * video only then, so opening the page costs no video bytes. Without a preview, the picture alone.
 */
export function PreviewVideo({ formation, lesson, language }: PreviewVideoProps) {
  const { t } = useTranslation('catalogue');
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const picture = (
    <FormationThumbnail
      thumbnail={formation.thumbnail}
      topic={formation.topic}
      title={pickLanguage(formation.title, language)}
      sizes="(min-width: 72rem) 44rem, 100vw"
      eager
    />
  );
  if (!lesson) return <div className="course-preview">{picture}</div>;
  const title = pickLanguage(lesson.title, language);
  if (!playing) {
    return (
      <div className="course-preview">
        {picture}
        <button type="button" className="course-preview__play" onClick={() => setPlaying(true)} aria-label={t('detail.play', { title })}>
          {/* Media controls keep their direction in right-to-left languages. */}
          <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
            <circle cx="24" cy="24" r="23" fill="rgb(0 0 0 / 60%)" />
            <path d="M19 14 L35 24 L19 34 Z" fill="#fff" />
          </svg>
        </button>
        <p className="course-preview__badge">{t('detail.freePreviewBadge')}</p>
      </div>
    );
  }
  return (
    <div className="course-preview">
      {failed ? (
        <>
          {picture}
          <p className="course-preview__error" role="alert">
            {t('detail.previewUnavailable')}
          </p>
        </>
      ) : (
        //  No lesson has caption files yet: the contract carries none and the catalogue editor will upload them.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="course-preview__video"
          controls
          autoPlay
          playsInline
          preload="metadata"
          poster={formation.thumbnail ? thumbnailUrl(formation.thumbnail, 640) : undefined}
          src={previewVideoUrl(lesson.id)}
          aria-label={title}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
