import { useState } from 'react';
import { LANGUAGES, type Language } from '../../../../contract/constants';
import type { AdminFormationDetail, AdminFormation, Completeness, PublishMissing } from '../../../../contract/editor';
import type { ErrorCode } from '../../../../contract/errors';
import { pickLanguage } from '../../../../contract/pick-language';
import { ApiError, asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { GeneratedCover } from '../../../domain-ui/generated-cover';
import { refusalOf, setFormationStatus } from '../api/editor-api';
import { completeFlags } from '../completeness';
import { CompletenessMarks } from './completeness-marks';

/** A missing text's dot path (`lessons.<id>.summary`) in words: "Lesson “Mulching”: summary". */
export function describeField(field: string, formation: AdminFormationDetail, t: TFunction<'catalogue-admin'>, language: Language): string {
  const [kind, id, part, index] = field.split('.');
  if (kind === 'title' || kind === 'description') return t(`conflict.fields.${kind}`);
  if (kind === 'modules') {
    const module = formation.modules.find((candidate) => candidate.id === id);
    return t('missing.module', { name: isolate(module ? pickLanguage(module.title, language) : '?') });
  }
  if (kind === 'lessons') {
    const lesson = formation.modules.flatMap((module) => module.lessons).find((candidate) => candidate.id === id);
    const name = isolate(lesson ? pickLanguage(lesson.title, language) : '?');
    return t(`missing.lesson.${part === 'summary' || part === 'about' ? part : 'title'}`, { name });
  }
  if (kind === 'questions') {
    if (part === 'options') return t('missing.option', { number: Number(index) + 1 });
    return t(part === 'explanation' ? 'missing.explanation' : 'missing.question');
  }
  return field;
}

interface PublishPanelProps {
  formation: AdminFormationDetail;
  completeness: Completeness;
  onChanged: (formation: AdminFormation) => void;
  /** The formation changed on the server since it was loaded: reload before publishing. */
  onStale: () => void;
  /** The details form holds text not saved yet: publishing sends what the server has. */
  unsaved: boolean;
}

/** Draft or published, the per-language marks, and publish/unpublish with the server's refusal spelled out. */
export function PublishPanel({ formation, completeness, onChanged, onStale, unsaved }: PublishPanelProps) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  const uiLanguage = useLanguage();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<PublishMissing | null>(null);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Publishing without a picture is allowed, but only once the editor has been told what learners will see.
  const [warnedNoPicture, setWarnedNoPicture] = useState(false);
  const published = formation.status === 'published';
  const askFirst = !published && !formation.thumbnail && !warnedNoPicture;

  const change = async () => {
    if (askFirst) {
      setWarnedNoPicture(true);
      return;
    }
    setBusy(true);
    setRefusal(null);
    setFailure(null);
    setNotice(null);
    try {
      const saved = await setFormationStatus(formation.id, published ? 'unpublish' : 'publish', formation.version);
      onChanged(saved);
      setNotice(t(saved.status === 'published' ? 'publish.published' : 'publish.unpublished'));
    } catch (error) {
      const missing = refusalOf(error);
      if (missing) setRefusal(missing);
      else if (error instanceof ApiError && error.code === 'editor.version_conflict') onStale();
      else setFailure(asApiError(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="editor-section publish-panel" aria-labelledby="publish-heading">
      <h2 id="publish-heading">{t('publish.heading')}</h2>
      <p>
        <span className={`status-badge status-badge--${formation.status}`}>{t(`status.${formation.status}`)}</span>
      </p>
      <CompletenessMarks complete={completeFlags(completeness)} />
      {unsaved ? <p className="editor-notice">{t('publish.unsaved')}</p> : null}
      <div className="editor-actions">
        <Button variant={published ? 'secondary' : 'primary'} busy={busy} onClick={() => void change()}>
          {t(
            published ? 'publish.unpublish' : warnedNoPicture && !formation.thumbnail ? 'publish.publishWithoutPicture' : 'publish.publish',
          )}
        </Button>
      </div>
      {!published && !formation.thumbnail && warnedNoPicture ? (
        <div role="alert" className="editor-notice publish-panel__no-picture">
          <GeneratedCover topic={formation.topic} title={pickLanguage(formation.title, uiLanguage)} className="publish-panel__cover" />
          <p>{t('publish.noPicture')}</p>
        </div>
      ) : null}
      <p role="status" className="editor-notice">
        {notice}
      </p>
      {failure ? (
        <p role="alert" className="editor-notice editor-notice--error">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      {refusal ? (
        <div role="alert" className="editor-notice editor-notice--error">
          <p>{t('publish.refused')}</p>
          <ul>
            {refusal.no_lesson ? <li>{t('publish.noLesson')}</li> : null}
            {refusal.no_question ? <li>{t('publish.noQuestion')}</li> : null}
            {LANGUAGES.map((language) => {
              const fields = refusal.translations.filter((item) => item.language === language);
              if (fields.length === 0) return null;
              return (
                <li key={language}>
                  {t('publish.missingIn', { language: t(`languages.${language}`) })}
                  <ul>
                    {fields.map((item) => (
                      <li key={item.field}>{describeField(item.field, formation, t, uiLanguage)}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
