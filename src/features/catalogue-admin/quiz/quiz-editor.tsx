import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { QUIZ_MAX_SCORE } from '../../../../contract/constants';
import type { AdminQuestion } from '../../../../contract/editor';
import type { FieldErrors } from '../../../../contract/errors';
import { uuidv7 } from '../../../../contract/uuid';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { deleteQuestion } from './api/delete-question';
import { getPassMark } from './api/get-pass-mark';
import { listQuestions } from './api/list-questions';
import { reorderQuestions } from './api/reorder-questions';
import { createQuestion, updateQuestion } from './api/save-question';
import { QuestionForm, type DraftErrors } from './question-form';
import { readDrafts, storeDrafts } from './quiz-drafts';
import { checkDraft, draftOf, inputOf, moved, newQuestionDraft, sameContent, type QuestionDraft } from './question-draft';
import './quiz-editor.css';

interface Item {
  /** The question as the server last confirmed it; null for a new one not saved yet. */
  saved: AdminQuestion | null;
  draft: QuestionDraft;
  errors: FieldErrors;
  busy: boolean;
}

const itemOf = (question: AdminQuestion): Item => ({ saved: question, draft: draftOf(question), errors: {}, busy: false });

const isDirty = (item: Item): boolean => !item.saved || !sameContent(item.draft, draftOf(item.saved));

/** The server's questions with this device's unsaved edits laid over them, and its unsaved new questions after. */
function restore(questions: AdminQuestion[], drafts: QuestionDraft[]): Item[] {
  const items = questions.map(itemOf);
  for (const draft of drafts) {
    const item = draft.id ? items.find((candidate) => candidate.saved?.id === draft.id) : undefined;
    if (item) item.draft = { ...draft, key: item.draft.key };
    else if (!draft.id) items.push({ saved: null, draft, errors: {}, busy: false });
  }
  return items;
}

interface Loaded {
  questions: AdminQuestion[];
  passMark: number;
}

/**
 * The quiz tab of the formation editor: questions in three languages, 2 to 6 options,
 * exactly one correct; reordered by buttons, arrow keys on the handle (announced) or drag. Each question
 * is saved on its own; the order is saved after every move, and a refused move is undone.
 */
export function QuizEditor({ formationId }: { formationId: string }) {
  const { t } = useTranslation(['quiz-admin', 'common']);
  const hintId = useId();
  const remote = useRemote<Loaded>(formationId, async (signal) => {
    const [questions, passMark] = await Promise.all([listQuestions(formationId, signal), getPassMark(formationId, signal)]);
    return { questions, passMark };
  });
  const [items, setItems] = useState<Item[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Order saves run one after another, so the last move the agent made is the order the server keeps. */
  const orderQueue = useRef<Promise<void>>(Promise.resolve());
  /** The Idempotency-Key of each new question's last create, kept while its body stays the same. */
  const createKeys = useRef(new Map<string, { body: string; key: string }>());

  const loaded = remote.data;
  useEffect(() => {
    if (!loaded) return undefined;
    let live = true;
    // The questions show once this device's drafts are laid over them, so nothing typed is ever replaced.
    void readDrafts(formationId).then((drafts) => {
      if (live) setItems(restore(loaded.questions, drafts));
    });
    return () => {
      live = false;
    };
  }, [loaded, formationId]);

  useEffect(() => {
    if (items)
      void storeDrafts(
        formationId,
        items.filter(isDirty).map((item) => item.draft),
      );
  }, [items, formationId]);

  useEffect(() => {
    if (focusKey === null) return;
    handles.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey, items]);

  const translateErrors = (errors: FieldErrors): DraftErrors =>
    Object.fromEntries(
      Object.entries(errors).map(([field, codes]) => [
        field,
        codes.map((code) => (code === 'editor.version_conflict' ? t('conflict') : t(code, errorKeyOptions))),
      ]),
    );

  const patchItem = (key: string, change: (item: Item) => Item) =>
    setItems((current) => current?.map((item) => (item.draft.key === key ? change(item) : item)) ?? current);

  /** The same body retried keeps its key (created once); a changed body is a new request with a new key. */
  const createKeyFor = (draftKey: string, input: unknown): string => {
    const body = JSON.stringify(input);
    const previous = createKeys.current.get(draftKey);
    if (previous?.body === body) return previous.key;
    const key = uuidv7();
    createKeys.current.set(draftKey, { body, key });
    return key;
  };

  const save = async (item: Item) => {
    const { key } = item.draft;
    const refused = checkDraft(item.draft);
    if (refused) {
      patchItem(key, (current) => ({ ...current, errors: refused }));
      return;
    }
    patchItem(key, (current) => ({ ...current, busy: true, errors: {} }));
    // checkDraft refused a draft without its correct option, so `correct` is set here.
    const input = { ...inputOf(item.draft), correct_index: item.draft.correct ?? -1 };
    try {
      const saved = item.saved
        ? await updateQuestion(formationId, item.saved.id, { ...input, version: item.draft.version ?? item.saved.version })
        : await createQuestion(formationId, input, createKeyFor(key, input));
      // The key stays the same, so focus and the card survive the new id. A new question joins the end of
      // the saved ones, where the server put it: saved questions always come before unsaved drafts.
      setItems((current) => {
        if (!current) return current;
        const next = current.map((other) =>
          other.draft.key === key ? { saved, draft: { ...draftOf(saved), key }, errors: {}, busy: false } : other,
        );
        return [...next.filter((other) => other.saved), ...next.filter((other) => !other.saved)];
      });
      const position = (items?.findIndex((current) => current.draft.key === key) ?? 0) + 1;
      setAnnouncement(t('saved', { number: position }));
    } catch (error) {
      const failure = asApiError(error);
      if (failure.code === 'editor.version_conflict') {
        const current = item.saved
          ? await listQuestions(formationId)
              .then((all) => all.find((question) => question.id === item.saved?.id))
              .catch(() => undefined)
          : undefined;
        // Saving again now knowingly replaces the newer version, so the draft moves onto it.
        patchItem(key, (previous) => ({
          ...previous,
          saved: current ?? previous.saved,
          draft: { ...previous.draft, version: current?.version ?? previous.draft.version },
          busy: false,
          errors: { _: ['editor.version_conflict'] },
        }));
        return;
      }
      const errors: FieldErrors = Object.keys(failure.fieldErrors).length > 0 ? failure.fieldErrors : { _: [failure.code] };
      patchItem(key, (current) => ({ ...current, busy: false, errors }));
    }
  };

  const savedCount = items?.filter((item) => item.saved).length ?? 0;

  /** Moves a saved question to `to` (among the saved ones, which always come first) and saves the order. */
  const move = (key: string, to: number, { focus }: { focus: boolean }) => {
    if (!items) return;
    const from = items.findIndex((item) => item.draft.key === key);
    if (from < 0 || !items[from]?.saved || to < 0 || to >= savedCount || to === from) return;
    const before = items;
    const after = moved(items, from, to);
    setItems(after);
    if (focus) setFocusKey(key);
    setAnnouncement(t('moved', { position: to + 1, total: after.length }));
    const ids = after.flatMap((item) => (item.saved ? [item.saved.id] : []));
    orderQueue.current = orderQueue.current.then(async () => {
      try {
        const fresh = await reorderQuestions(formationId, ids);
        if (fresh) {
          const byId = new Map(fresh.map((question) => [question.id, question]));
          setItems(
            (current) =>
              current?.map((item) =>
                item.saved && byId.get(item.saved.id) ? { ...item, saved: byId.get(item.saved.id) ?? item.saved } : item,
              ) ?? current,
          );
        }
      } catch {
        setItems((current) => {
          if (!current) return current;
          // Undo this move only: put back the saved order from before, keep every draft's text.
          const byKey = new Map(current.map((item) => [item.draft.key, item]));
          const restored = before.flatMap((item) => byKey.get(item.draft.key) ?? []);
          return [...restored, ...current.filter((item) => !before.some((old) => old.draft.key === item.draft.key))];
        });
        setAnnouncement(t('reorderFailed'));
      }
    });
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, key: string, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(key, index + (event.key === 'ArrowUp' ? -1 : 1), { focus: true });
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move(key, event.key === 'Home' ? 0 : savedCount - 1, { focus: true });
    }
  };

  const confirmDelete = async () => {
    const item = items?.find((current) => current.draft.key === confirming);
    if (!item) return;
    setDeleting(true);
    try {
      if (item.saved) await deleteQuestion(formationId, item.saved.id);
      setItems((current) => current?.filter((other) => other.draft.key !== item.draft.key) ?? current);
      setAnnouncement(t('deleted'));
      setConfirming(null);
      addButton.current?.focus();
    } catch (error) {
      setConfirming(null);
      patchItem(item.draft.key, (current) => ({ ...current, errors: { _: [asApiError(error).code] } }));
    } finally {
      setDeleting(false);
    }
  };

  const confirmingIndex = items?.findIndex((item) => item.draft.key === confirming) ?? -1;

  return (
    <section className="quiz-editor" aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`}>{t('title')}</h2>
      <p className="quiz-editor__lead">{t('lead')}</p>
      {loaded ? (
        <p className="quiz-editor__pass-mark">
          <span>{t('passMark', { mark: loaded.passMark, max: QUIZ_MAX_SCORE })}</span>{' '}
          <Link to={paths.formationEdit(formationId)}>{t('passMarkEdit')}</Link>
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p id={hintId} className="visually-hidden">
        {t('dragHint')}
      </p>

      {remote.status === 'failed' ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={remote.refetch}>
            {t('retry')}
          </Button>
        </div>
      ) : !items ? (
        <Spinner />
      ) : (
        <>
          {items.length === 0 ? <p className="quiz-editor__empty">{t('empty')}</p> : null}
          <ol className="quiz-editor__list">
            {items.map((item, index) => {
              const number = index + 1;
              const { key } = item.draft;
              const dirty = isDirty(item);
              return (
                <li
                  key={key}
                  className={dragged === key ? 'quiz-question quiz-question--dragged' : 'quiz-question'}
                  onDragOver={(event) => {
                    if (dragged && item.saved) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged) move(dragged, index, { focus: false });
                    setDragged(null);
                  }}
                >
                  <div className="quiz-question__head">
                    <button
                      type="button"
                      className="quiz-question__handle"
                      ref={(element) => {
                        if (element) handles.current.set(key, element);
                        else handles.current.delete(key);
                      }}
                      draggable={Boolean(item.saved)}
                      disabled={!item.saved}
                      aria-label={t('dragHandle', { number })}
                      aria-describedby={hintId}
                      onKeyDown={(event) => onHandleKey(event, key, index)}
                      onDragStart={(event) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', key);
                        setDragged(key);
                      }}
                      onDragEnd={() => setDragged(null)}
                    >
                      <span aria-hidden="true">⠿</span>
                    </button>
                    <h3 className="quiz-question__title" id={`${hintId}-${key}`}>
                      {item.saved ? t('question', { number }) : t('newQuestion')}
                    </h3>
                    {dirty && item.saved ? <span className="quiz-question__badge">{t('unsaved')}</span> : null}
                    <div className="quiz-question__moves">
                      <Button variant="ghost" disabled={!item.saved || index === 0} onClick={() => move(key, index - 1, { focus: false })}>
                        <span aria-hidden="true">↑</span>
                        <span className="visually-hidden">{t('moveUp', { number })}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={!item.saved || index >= savedCount - 1}
                        onClick={() => move(key, index + 1, { focus: false })}
                      >
                        <span aria-hidden="true">↓</span>
                        <span className="visually-hidden">{t('moveDown', { number })}</span>
                      </Button>
                    </div>
                  </div>
                  {!item.saved ? <p className="quiz-question__note">{t('saveFirst')}</p> : null}
                  <QuestionForm
                    draft={item.draft}
                    titleId={`${hintId}-${key}`}
                    errors={translateErrors(item.errors)}
                    dirty={dirty}
                    busy={item.busy}
                    onChange={(draft) => patchItem(key, (current) => ({ ...current, draft }))}
                    onSave={() => void save(item)}
                    onDiscard={() =>
                      patchItem(key, (current) =>
                        current.saved ? { ...current, draft: { ...draftOf(current.saved), key }, errors: {} } : current,
                      )
                    }
                    onDelete={() => setConfirming(key)}
                  />
                </li>
              );
            })}
          </ol>
          <button
            ref={addButton}
            type="button"
            className="button button--secondary"
            onClick={() => setItems((current) => [...(current ?? []), { saved: null, draft: newQuestionDraft(), errors: {}, busy: false }])}
          >
            {t('add')}
          </button>
        </>
      )}

      <Dialog
        open={confirming !== null}
        title={t('deleteTitle', { number: confirmingIndex + 1 })}
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
            <Button busy={deleting} onClick={() => void confirmDelete()}>
              {t('deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('deleteText')}</p>
      </Dialog>
    </section>
  );
}
