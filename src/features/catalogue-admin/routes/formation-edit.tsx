import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminFormationSchema, type AdminFormation, type AdminFormationDetail, type AdminModule } from '../../../../contract/editor';
import type { ErrorCode } from '../../../../contract/errors';
import { pickLanguage } from '../../../../contract/pick-language';
import { asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { conflictOf, getFormation, patchFormation } from '../api/editor-api';
import { CompletenessMarks } from '../components/completeness-marks';
import { ConflictDialog } from '../components/conflict-dialog';
import { EditorTabs } from '../components/editor-tabs';
import { FormationFormFields, type FormationForm } from '../components/formation-form';
import { FormationPreview } from '../components/formation-preview';
import { ModulesEditor } from '../components/modules-editor';
import { PublishPanel } from '../components/publish-panel';
import { QuizSlot } from '../components/quiz-slot';
import { ThumbnailEditor } from '../components/thumbnail-editor';
import { completeFlags, liveCompleteness } from '../completeness';
import { formFieldErrors, formValuesOf, payloadOf, type FormationFormOutput, type FormationFormValues } from '../formation-form-values';
import '../catalogue-admin.css';

type TabKey = 'details' | 'content' | 'quiz' | 'preview';

/** /dashboard/formations/{id}: the whole formation, its axes and lessons, its quiz, a preview and publishing. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['catalogue-admin', 'common', 'errors']);
  const detail = useRemote<AdminFormationDetail>(id, (signal) => getFormation(id, signal));

  if (detail.status === 'failed') {
    const code: ErrorCode = asApiError(detail.error).code;
    return (
      <Page title={t('common:pages.formationEdit')}>
        <div role="alert" className="editor-notice editor-notice--error">
          <p>{code === 'http.not_found' ? t('edit.notFound') : t(code, errorKeyOptions)}</p>
          <div className="editor-actions">
            <Button variant="secondary" onClick={detail.refetch}>
              {t('retry')}
            </Button>
            <Link to={paths.formations}>{t('edit.backToList')}</Link>
          </div>
        </div>
      </Page>
    );
  }
  if (!detail.data) {
    return (
      <Page title={t('common:pages.formationEdit')}>
        <Spinner />
      </Page>
    );
  }
  // A reload (after a conflict or a refused reorder) remounts the editor with the server's state.
  return (
    <FormationEditor
      key={`${detail.data.id}:${detail.data.version}:${detail.data.updated_at}`}
      initial={detail.data}
      onReload={detail.refetch}
    />
  );
}

interface Conflict {
  version: number;
  current: AdminFormation;
  mine: FormationFormValues;
  output: FormationFormOutput;
  clearDraft: () => Promise<void>;
}

function FormationEditor({ initial, onReload }: { initial: AdminFormationDetail; onReload: () => void }) {
  const { t } = useTranslation(['catalogue-admin', 'common', 'errors']);
  const uiLanguage = useLanguage();
  const tabsId = useId();
  const [formation, setFormation] = useState(initial);
  const [tab, setTab] = useState<TabKey>('details');
  const [live, setLive] = useState<FormationFormValues>(() => formValuesOf(initial, uiLanguage));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The saved values change only when the server's formation does (by version), not on each keystroke.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const saved = useMemo(() => formValuesOf(formation, uiLanguage), [formation.version, uiLanguage]);
  const completeness = liveCompleteness(formation.completeness, live);

  const merge = useCallback((changed: AdminFormation) => setFormation((current) => ({ ...current, ...changed })), []);
  const onModules = useCallback(
    (change: (modules: AdminModule[]) => AdminModule[]) => setFormation((current) => ({ ...current, modules: change(current.modules) })),
    [],
  );

  const save = async (output: FormationFormOutput, form: FormationForm, clearDraft: () => Promise<void>, version = formation.version) => {
    setFailure(null);
    setNotice(null);
    try {
      merge(await patchFormation(formation.id, { ...payloadOf(output), version }));
      await clearDraft();
      setConflict(null);
      setNotice(t('edit.saved'));
    } catch (error) {
      const newer = conflictOf(error, AdminFormationSchema);
      if (newer) {
        setConflict({ ...newer, mine: form.values, output, clearDraft });
        return;
      }
      const problem = asApiError(error);
      form.setServerErrors(formFieldErrors(problem.fieldErrors));
      setFailure(problem.code);
    }
  };

  const title = pickLanguage(formation.title, uiLanguage);
  const tabs = [
    { key: 'details', label: t('tabs.details') },
    { key: 'content', label: t('tabs.content') },
    { key: 'quiz', label: t('tabs.quiz') },
    { key: 'preview', label: t('tabs.preview') },
  ] as const;

  return (
    <Page title={title ? t('edit.title', { name: isolate(title) }) : t('common:pages.formationEdit')}>
      <p>
        <Link to={paths.formations}>{t('edit.backToList')}</Link>
      </p>
      <div className="editor-list__head">
        <span className={`status-badge status-badge--${formation.status}`}>{t(`status.${formation.status}`)}</span>
        <CompletenessMarks complete={completeFlags(completeness)} />
      </div>
      <EditorTabs
        label={t('tabs.label')}
        idPrefix={tabsId}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        panels={{
          details: (
            <>
              <FormationFormFields
                formationId={formation.id}
                saved={saved}
                baseVersion={formation.version}
                submitLabel={t('edit.save')}
                onValues={setLive}
                onSubmit={(output, form, clearDraft) => save(output, form, clearDraft)}
                header={(form) => (
                  <>
                    <p role="status" className="editor-notice">
                      {notice}
                    </p>
                    {failure ? (
                      <p role="alert" className="editor-notice editor-notice--error">
                        {t(failure, errorKeyOptions)}
                      </p>
                    ) : null}
                    {conflict ? (
                      <ConflictDialog
                        current={conflict.current}
                        mine={conflict.mine}
                        busy={overwriting}
                        onClose={() => setConflict(null)}
                        onLoadTheirs={() => {
                          merge(conflict.current);
                          form.reset(formValuesOf(conflict.current, uiLanguage));
                          setConflict(null);
                          setNotice(t('conflict.loaded', { version: conflict.current.version }));
                        }}
                        onOverwrite={() => {
                          setOverwriting(true);
                          void save(conflict.output, form, conflict.clearDraft, conflict.version).finally(() => setOverwriting(false));
                        }}
                      />
                    ) : null}
                  </>
                )}
              />
              <ThumbnailEditor formation={formation} onChanged={merge} />
              {formation.attachments.length > 0 ? (
                <section className="editor-section" aria-labelledby={`${tabsId}-files`}>
                  <h2 id={`${tabsId}-files`}>{t('edit.formationFiles')}</h2>
                  <ul className="attachment-list">
                    {formation.attachments.map((attachment) => (
                      <li key={attachment.id}>
                        <a href={attachment.url} dir="auto">
                          {attachment.file_name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          ),
          content: <ModulesEditor formationId={formation.id} modules={formation.modules} onModules={onModules} onReload={onReload} />,
          quiz: <QuizSlot formationId={formation.id} />,
          preview: <FormationPreview formation={formation} values={live} />,
        }}
      />
      <PublishPanel
        formation={formation}
        completeness={completeness}
        onChanged={merge}
        onStale={onReload}
        unsaved={JSON.stringify(live) !== JSON.stringify(saved)}
      />
    </Page>
  );
}
