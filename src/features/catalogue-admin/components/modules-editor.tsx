import { useEffect, useState } from 'react';
import { AdminModuleSchema, type AdminLesson, type AdminModule } from '../../../../contract/editor';
import type { ErrorCode, FieldErrors } from '../../../../contract/errors';
import { pickLanguage } from '../../../../contract/pick-language';
import type { Translatable } from '../../../../contract/translatable';
import { ApiError, asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import {
  conflictOf,
  createLesson,
  createModule,
  deleteLesson,
  deleteModule,
  patchModule,
  reorderLessons,
  reorderModules,
} from '../api/editor-api';
import { ConfirmDialog } from './confirm-dialog';
import { LessonEditor } from './lesson-editor';
import { ReorderList } from './reorder-list';
import { TitleForm } from './title-form';

interface ModulesEditorProps {
  formationId: string;
  modules: AdminModule[];
  /** Applies a change the server confirmed (or an optimistic reorder) to the formation held by the screen. */
  onModules: (change: (modules: AdminModule[]) => AdminModule[]) => void;
  /** Something changed elsewhere (a reorder refused): load the formation again. */
  onReload: () => void;
}

function byIds<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  return ids.map((id) => items.find((item) => item.id === id)).filter((item): item is T => item !== undefined);
}

/**
 * The formation's axes (modules) and their lessons: add, rename in three languages, reorder by dragging or
 * with the move buttons, delete after confirming. Each change goes to the server at once.
 */
export function ModulesEditor({ formationId, modules, onModules, onReload }: ModulesEditorProps) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  const uiLanguage = useLanguage();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  // The module just added: brought into view (on a phone it lands below the fold) and announced.
  const [added, setAdded] = useState<{ id: string; text: string } | null>(null);

  useEffect(() => {
    if (!added) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    document.getElementById(moduleAnchor(added.id))?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [added]);

  const reorder = async (ids: string[]) => {
    const before = modules.map((module) => module.id);
    onModules((current) => byIds(current, ids));
    setFailure(null);
    try {
      await reorderModules(formationId, ids);
    } catch (error) {
      onModules((current) => byIds(current, before));
      setFailure(asApiError(error).code);
      if (asApiError(error).code === 'editor.reorder_mismatch') onReload();
    }
  };

  return (
    <section className="editor-section" aria-labelledby="modules-heading">
      <h2 id="modules-heading">{t('modules.heading')}</h2>
      {failure ? (
        <p role="alert" className="editor-notice editor-notice--error">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      {modules.length === 0 ? <p>{t('modules.empty')}</p> : null}
      <ReorderList
        items={modules}
        idOf={(module) => module.id}
        nameOf={(module) => pickLanguage(module.title, uiLanguage)}
        onReorder={(ids) => void reorder(ids)}
        renderItem={(module) => <ModuleItem formationId={formationId} module={module} onModules={onModules} onReload={onReload} />}
      />
      <details className="editor-add">
        <summary>{t('modules.add')}</summary>
        <TitleForm
          label={t('modules.title')}
          initial={{ ar: '', fr: '', en: '' }}
          submitLabel={t('modules.addSubmit')}
          onSubmit={async (title) => {
            try {
              const created = await createModule(formationId, { title });
              onModules((current) => [...current, created]);
              setAdded({
                id: created.id,
                text: t('modules.added', { name: isolate(pickLanguage(created.title, uiLanguage) || t('untitled')) }),
              });
              return undefined;
            } catch (error) {
              setFailure(asApiError(error).code);
              return error instanceof ApiError ? error.fieldErrors : {};
            }
          }}
        />
      </details>
      <p className="editor-live" role="status" aria-live="polite">
        {added ? <BidiText text={added.text} /> : null}
      </p>
    </section>
  );
}

const moduleAnchor = (id: string) => `module-${id}`;

interface ModuleItemProps {
  formationId: string;
  module: AdminModule;
  onModules: ModulesEditorProps['onModules'];
  onReload: () => void;
}

function ModuleItem({ formationId, module, onModules, onReload }: ModuleItemProps) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  const uiLanguage = useLanguage();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState<'module' | AdminLesson | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [openLesson, setOpenLesson] = useState<string | null>(null);
  const name = pickLanguage(module.title, uiLanguage);

  const updateModule = (change: (module: AdminModule) => AdminModule) =>
    onModules((current) => current.map((item) => (item.id === module.id ? change(item) : item)));
  const updateLesson = (lesson: AdminLesson) =>
    updateModule((item) => ({ ...item, lessons: item.lessons.map((candidate) => (candidate.id === lesson.id ? lesson : candidate)) }));

  const rename = async (title: Translatable, version = module.version): Promise<FieldErrors | undefined> => {
    setFailure(null);
    try {
      const saved = await patchModule(formationId, module.id, { version, title });
      updateModule((item) => ({ ...item, title: saved.title, version: saved.version, updated_at: saved.updated_at }));
      setRenaming(false);
      return undefined;
    } catch (error) {
      const conflict = conflictOf(error, AdminModuleSchema);
      if (conflict && window.confirm(t('conflict.moduleChanged', { name: isolate(pickLanguage(conflict.current.title, uiLanguage)) }))) {
        return rename(title, conflict.version);
      }
      setFailure(asApiError(error).code);
      return error instanceof ApiError ? error.fieldErrors : {};
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setBusy(true);
    setFailure(null);
    try {
      if (confirming === 'module') {
        await deleteModule(formationId, module.id);
        onModules((current) => current.filter((item) => item.id !== module.id));
      } else {
        await deleteLesson(formationId, module.id, confirming.id);
        updateModule((item) => ({ ...item, lessons: item.lessons.filter((lesson) => lesson.id !== confirming.id) }));
      }
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      setFailure(asApiError(error).code);
    } finally {
      setBusy(false);
    }
  };

  const reorder = async (ids: string[]) => {
    const before = module.lessons.map((lesson) => lesson.id);
    updateModule((item) => ({ ...item, lessons: byIds(item.lessons, ids) }));
    setFailure(null);
    try {
      await reorderLessons(formationId, module.id, ids);
    } catch (error) {
      updateModule((item) => ({ ...item, lessons: byIds(item.lessons, before) }));
      setFailure(asApiError(error).code);
      if (asApiError(error).code === 'editor.reorder_mismatch') onReload();
    }
  };

  return (
    <div className="module-item" id={moduleAnchor(module.id)}>
      <div className="editor-list__head">
        <h3 className="editor-list__title" dir="auto">
          {name || t('untitled')}
        </h3>
        <div className="editor-actions">
          <Button variant="secondary" aria-expanded={renaming} onClick={() => setRenaming((open) => !open)}>
            {t('modules.rename')}
          </Button>
          <Button variant="ghost" aria-label={t('modules.deleteNamed', { name: isolate(name) })} onClick={() => setConfirming('module')}>
            {t('actions.delete')}
          </Button>
        </div>
      </div>
      {failure ? (
        <p role="alert" className="editor-notice editor-notice--error">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      {renaming ? (
        <TitleForm
          label={t('modules.title')}
          initial={module.title}
          submitLabel={t('actions.save')}
          onSubmit={(title) => rename(title)}
          onCancel={() => setRenaming(false)}
        />
      ) : null}
      <ReorderList
        className="lesson-list"
        items={module.lessons}
        idOf={(lesson) => lesson.id}
        nameOf={(lesson) => pickLanguage(lesson.title, uiLanguage)}
        onReorder={(ids) => void reorder(ids)}
        renderItem={(lesson) => {
          const lessonName = pickLanguage(lesson.title, uiLanguage);
          const open = openLesson === lesson.id;
          return (
            <div>
              <div className="editor-list__head">
                <span dir="auto">{lessonName || t('untitled')}</span>
                <div className="editor-actions">
                  <Button variant="secondary" aria-expanded={open} onClick={() => setOpenLesson(open ? null : lesson.id)}>
                    {t('lessons.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('lessons.deleteNamed', { name: isolate(lessonName) })}
                    onClick={() => setConfirming(lesson)}
                  >
                    {t('actions.delete')}
                  </Button>
                </div>
              </div>
              {lesson.free_preview || lesson.has_video ? (
                <p className="editor-list__meta">
                  {[lesson.free_preview ? t('lessons.freePreview') : null, lesson.has_video ? t('lessons.hasVideo') : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
              {open ? <LessonEditor formationId={formationId} moduleId={module.id} lesson={lesson} onSaved={updateLesson} /> : null}
            </div>
          );
        }}
      />
      <details className="editor-add">
        <summary>{t('lessons.add')}</summary>
        <TitleForm
          label={t('lessons.title')}
          initial={{ ar: '', fr: '', en: '' }}
          submitLabel={t('lessons.addSubmit')}
          onSubmit={async (title) => {
            try {
              const created = await createLesson(formationId, module.id, { title });
              updateModule((item) => ({ ...item, lessons: [...item.lessons, created] }));
              return undefined;
            } catch (error) {
              setFailure(asApiError(error).code);
              return error instanceof ApiError ? error.fieldErrors : {};
            }
          }}
        />
      </details>
      {confirming ? (
        <ConfirmDialog
          title={confirming === 'module' ? t('modules.deleteTitle') : t('lessons.deleteTitle')}
          message={
            confirming === 'module'
              ? t('modules.deleteMessage', { name: isolate(name) })
              : t('lessons.deleteMessage', { name: isolate(pickLanguage(confirming.title, uiLanguage)) })
          }
          confirmLabel={t('actions.delete')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
