import { useState } from 'react';
import { LANGUAGES, QUIZ_MAX_SCORE, RTL_LANGUAGES, type Language } from '../../../../contract/constants';
import type { AdminFormationDetail } from '../../../../contract/editor';
import { thumbnailSrcSet, thumbnailUrl } from '../../../../contract/media';
import { pickLanguage } from '../../../../contract/pick-language';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatPrice, parseMoney } from '../../../lib/format-price';
import type { FormationFormValues } from '../formation-form-values';
import { GeneratedCover } from '../../../domain-ui/generated-cover';
import type { Topic } from '../../../../contract/catalogue';

/**
 * The public course page as learners will see it, in any of the three languages, built from the text
 * being typed (not yet saved) and the saved modules and lessons. Features never import each other, so
 * this mirrors the catalogue's course page layout: picture, title, facts, description, outline.
 */
export function FormationPreview({ formation, values }: { formation: AdminFormationDetail; values: FormationFormValues }) {
  const { t } = useTranslation(['catalogue-admin', 'catalogue']);
  const uiLanguage = useLanguage();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const centimes = values.price_mad.trim() === '' ? 0 : parseMoney(values.price_mad);
  // As the course page will write it, with the separator of the language previewed ("149,50 د.م.").
  const price = centimes === 0 ? t('preview.free') : <bdi>{centimes === null ? values.price_mad : formatPrice(centimes, language)}</bdi>;
  const lessons = formation.modules.reduce((sum, module) => sum + module.lessons.length, 0);

  return (
    <section className="editor-section" aria-labelledby="preview-heading">
      <h2 id="preview-heading">{t('preview.heading')}</h2>
      <p>{t('preview.lead')}</p>
      <div className="editor-actions" role="group" aria-label={t('preview.language')}>
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            className="button button--secondary"
            aria-pressed={option === language}
            onClick={() => setLanguage(option)}
          >
            {t(`languages.${option}`)}
          </button>
        ))}
      </div>
      <article className="formation-preview" lang={language} dir={dir}>
        {formation.thumbnail ? (
          <img
            className="formation-preview__thumb"
            src={thumbnailUrl(formation.thumbnail, 640)}
            srcSet={thumbnailSrcSet(formation.thumbnail)}
            sizes="(max-width: 40rem) 100vw, 40rem"
            alt=""
          />
        ) : values.topic ? (
          // What the catalogue shows until a picture is uploaded.
          <GeneratedCover topic={values.topic as Topic} title={values.title[language]} className="formation-preview__thumb" />
        ) : null}
        <h3>{values.title[language] || <span className="formation-preview__missing">{t('preview.missing')}</span>}</h3>
        <ul className="completeness">
          <li>{values.level ? t(`catalogue:levels.${values.level as 'beginner'}`) : '—'}</li>
          <li>{values.topic ? t(`catalogue:topics.${values.topic as 'beekeeping'}`) : '—'}</li>
          <li>{t('preview.duration', { minutes: values.duration_minutes, count: Number(values.duration_minutes) || 0 })}</li>
          <li>{price}</li>
          <li>{t('preview.passMark', { mark: values.pass_mark, max: QUIZ_MAX_SCORE })}</li>
        </ul>
        <p className="formation-preview__description">
          {values.description[language] || <span className="formation-preview__missing">{t('preview.missing')}</span>}
        </p>
        <h4>{t('preview.outline', { modules: formation.modules.length, lessons })}</h4>
        <ol>
          {formation.modules.map((module) => (
            <li key={module.id}>
              <span dir="auto">{pickLanguage(module.title, language)}</span>
              <ol>
                {module.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <span dir="auto">{pickLanguage(lesson.title, language)}</span>
                    {lesson.free_preview ? <> · {t('preview.freePreview')}</> : null}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </article>
    </section>
  );
}
