import { useId } from 'react';
import type { Language } from '../../../../contract/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { MAX_OPTIONS, MIN_OPTIONS, withOptionAdded, withOptionRemoved, type QuestionDraft } from './question-draft';
import { TranslatedInputs } from './translated-inputs';

/** Translated messages by the server's field paths: `text`, `text.ar`, `options`, `options.1.fr`, `correct_index`, `explanation.en`, `_`. */
export type DraftErrors = Record<string, string[]>;

interface QuestionFormProps {
  draft: QuestionDraft;
  /** The id of the question's visible heading, which names the form. */
  titleId: string;
  errors: DraftErrors;
  dirty: boolean;
  busy: boolean;
  onChange: (draft: QuestionDraft) => void;
  onSave: () => void;
  onDiscard: () => void;
  onDelete: () => void;
}

/** The fields of one question: its text, its options with the one correct answer, its explanation. */
export function QuestionForm({ draft, titleId, errors, dirty, busy, onChange, onSave, onDiscard, onDelete }: QuestionFormProps) {
  const { t } = useTranslation('quiz-admin');
  const id = useId();
  const languageName = (language: Language) => t(`languages.${language}`);
  const first = (path: string): string | null => errors[path]?.[0] ?? null;
  const optionsError = first('options');
  const correctError = first('correct_index');
  const textError = first('text');
  const explanationError = first('explanation');
  const general = errors._ ?? [];

  return (
    <form
      className="question-form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <fieldset className="question-form__group" aria-describedby={textError ? `${id}-text-error` : undefined}>
        <legend>{t('textLegend')}</legend>
        {textError ? (
          <p className="field__error" id={`${id}-text-error`}>
            {textError}
          </p>
        ) : null}
        <TranslatedInputs
          value={draft.text}
          multiline
          label={(language) => t('textIn', { language: languageName(language) })}
          error={(language) => first(`text.${language}`)}
          onChange={(text) => onChange({ ...draft, text })}
        />
      </fieldset>

      <fieldset
        className="question-form__group"
        aria-describedby={
          [optionsError ? `${id}-options-error` : null, correctError ? `${id}-correct-error` : null].filter(Boolean).join(' ') || undefined
        }
      >
        <legend>{t('optionsLegend')}</legend>
        <ol className="question-form__options">
          {draft.options.map((option, index) => {
            const optionNumber = index + 1;
            return (
              <li key={option.key} className={draft.correct === index ? 'option option--correct' : 'option'}>
                <div className="option__head">
                  <span className="option__title">{t('option', { number: optionNumber })}</span>
                  <label className="option__correct">
                    <input
                      type="radio"
                      name={`${id}-correct`}
                      checked={draft.correct === index}
                      aria-label={t('correctLabel', { number: optionNumber })}
                      onChange={() => onChange({ ...draft, correct: index })}
                    />
                    <span aria-hidden="true">{t('correct')}</span>
                  </label>
                  <Button
                    variant="ghost"
                    className="option__remove"
                    disabled={draft.options.length <= MIN_OPTIONS}
                    onClick={() => onChange(withOptionRemoved(draft, index))}
                  >
                    {t('removeOption', { number: optionNumber })}
                  </Button>
                </div>
                <TranslatedInputs
                  value={option.text}
                  label={(language) => t('optionIn', { number: optionNumber, language: languageName(language) })}
                  error={(language) => first(`options.${index}.${language}`)}
                  onChange={(text) =>
                    onChange({ ...draft, options: draft.options.map((item, position) => (position === index ? { ...item, text } : item)) })
                  }
                />
              </li>
            );
          })}
        </ol>
        {optionsError ? (
          <p className="field__error" id={`${id}-options-error`}>
            {optionsError}
          </p>
        ) : null}
        {correctError ? (
          <p className="field__error" id={`${id}-correct-error`}>
            {correctError}
          </p>
        ) : null}
        <p className="question-form__bounds">{t('optionsBounds')}</p>
        <Button variant="secondary" disabled={draft.options.length >= MAX_OPTIONS} onClick={() => onChange(withOptionAdded(draft))}>
          {t('addOption')}
        </Button>
      </fieldset>

      <fieldset
        className="question-form__group"
        aria-describedby={[`${id}-explanation-hint`, explanationError ? `${id}-explanation-error` : null].filter(Boolean).join(' ')}
      >
        <legend>{t('explanationLegend')}</legend>
        <p className="field__hint" id={`${id}-explanation-hint`}>
          {t('explanationHint')}
        </p>
        {explanationError ? (
          <p className="field__error" id={`${id}-explanation-error`}>
            {explanationError}
          </p>
        ) : null}
        <TranslatedInputs
          value={draft.explanation}
          multiline
          label={(language) => t('explanationIn', { language: languageName(language) })}
          error={(language) => first(`explanation.${language}`)}
          onChange={(explanation) => onChange({ ...draft, explanation })}
        />
      </fieldset>

      {general.length > 0 ? (
        <div role="alert" className="question-form__alert">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <div className="question-form__actions">
        <Button type="submit" busy={busy} disabled={!dirty}>
          {t('save')}
        </Button>
        {dirty && draft.id ? (
          <Button variant="secondary" disabled={busy} onClick={onDiscard}>
            {t('discard')}
          </Button>
        ) : null}
        <Button variant="ghost" className="question-form__delete" disabled={busy} onClick={onDelete}>
          {t('delete')}
        </Button>
      </div>
    </form>
  );
}
