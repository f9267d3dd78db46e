import { useState } from 'react';
import * as v from 'valibot';
import {
  ABOUT_MAX_LENGTH,
  AdminLessonSchema,
  isBlank,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  translatableInput,
  type AdminLesson,
} from '../../../../contract/editor';
import type { ErrorCode } from '../../../../contract/errors';
import { pickLanguage } from '../../../../contract/pick-language';
import { ApiError, asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { conflictOf, patchLesson } from '../api/editor-api';
import { Attachments } from './attachments';
import { TranslatableFields } from './translatable-fields';
import { VideoUpload } from './video-upload';

const code = (value: ErrorCode): ErrorCode => value;

const LessonFormSchema = v.object({
  title: v.pipe(
    translatableInput(TITLE_MAX_LENGTH),
    v.check((value) => !isBlank(value), code('editor.title_required')),
  ),
  summary: translatableInput(SUMMARY_MAX_LENGTH),
  about: translatableInput(ABOUT_MAX_LENGTH),
  free_preview: v.boolean(),
});

interface LessonEditorProps {
  formationId: string;
  moduleId: string;
  lesson: AdminLesson;
  onSaved: (lesson: AdminLesson) => void;
}

/** One lesson's texts in three languages, its free-preview flag, its video and its attachments. */
export function LessonEditor({ formationId, moduleId, lesson, onSaved }: LessonEditorProps) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  const uiLanguage = useLanguage();
  const form = useSchemaForm(LessonFormSchema, {
    title: { ...lesson.title },
    summary: { ...lesson.summary },
    about: { ...lesson.about },
    free_preview: lesson.free_preview,
  });
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (changes: v.InferOutput<typeof LessonFormSchema>, version = lesson.version): Promise<void> => {
    setFailure(null);
    setNotice(null);
    try {
      onSaved(await patchLesson(formationId, moduleId, lesson.id, { version, ...changes }));
      setNotice(t('lessons.saved'));
    } catch (error) {
      const conflict = conflictOf(error, AdminLessonSchema);
      if (conflict) {
        const name = isolate(pickLanguage(conflict.current.title, uiLanguage));
        if (window.confirm(t('conflict.lessonChanged', { name }))) return save(changes, conflict.version);
        onSaved(conflict.current);
        form.reset({
          title: conflict.current.title,
          summary: conflict.current.summary,
          about: conflict.current.about,
          free_preview: conflict.current.free_preview,
        });
        return undefined;
      }
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      setFailure(asApiError(error).code);
    }
    return undefined;
  };

  return (
    <div className="lesson-panel">
      <form className="editor-form" noValidate onSubmit={form.handleSubmit((changes) => save(changes))}>
        <TranslatableFields label={t('lessons.title')} languages={form.translatable('title')} required />
        <TranslatableFields label={t('lessons.summary')} languages={form.translatable('summary')} multiline />
        <TranslatableFields label={t('lessons.about')} languages={form.translatable('about')} multiline />
        <label className="editor-check">
          <input
            type="checkbox"
            checked={form.values.free_preview}
            onChange={(event) => form.setValue('free_preview', event.target.checked)}
          />{' '}
          {t('lessons.freePreviewLabel')}
        </label>
        {failure ? (
          <p role="alert" className="editor-notice editor-notice--error">
            {t(failure, errorKeyOptions)}
          </p>
        ) : null}
        <p role="status" className="editor-notice">
          {notice}
        </p>
        <div className="editor-actions">
          <Button type="submit" busy={form.submitting}>
            {t('lessons.save')}
          </Button>
        </div>
      </form>
      <VideoUpload formationId={formationId} moduleId={moduleId} lesson={lesson} onLessonChanged={onSaved} />
      <Attachments formationId={formationId} moduleId={moduleId} lesson={lesson} onLessonChanged={onSaved} />
    </div>
  );
}
