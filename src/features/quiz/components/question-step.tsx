import { useEffect, useId, useRef, useState } from 'react';
import type { Language } from '../../../../contract/constants';
import { pickLanguage } from '../../../../contract/pick-language';
import type { QuizDraftRow } from '../../../data/exam-records';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ProgressBar } from '../../../ui/progress-bar';
import type { DraftQuestion } from '../repositories/quiz-repository';

interface QuestionStepProps {
  draft: QuizDraftRow;
  questions: DraftQuestion[];
  language: Language;
  onAnswer: (questionId: string, optionId: number) => void;
  onMove: (index: number) => void;
  /** Called with every answer, including any chosen a moment ago that the draft may not hold yet. */
  onSubmit: (answers: Record<string, number>) => void;
  submitting: boolean;
}

/**
 * One question at a time (easier on a small phone), with "question 3 of 10", a bar, and a row of
 * numbered buttons to jump to any question. Every answer is saved as it is chosen. Submitting with a
 * question unanswered names the questions left instead (SPEC §5).
 */
export function QuestionStep({ draft, questions, language, onAnswer, onMove, onSubmit, submitting }: QuestionStepProps) {
  const { t } = useTranslation('quiz');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const legendId = useId();
  const [missing, setMissing] = useState<number[] | null>(null);
  // Choices show at once; the draft in IndexedDB catches up a moment later (a live query).
  const [chosenHere, setChosenHere] = useState<Record<string, number>>({});
  const answers = { ...draft.answers, ...chosenHere };
  const total = questions.length;
  const index = Math.min(Math.max(draft.current, 0), total - 1);
  const entry = questions[index];
  const answeredCount = questions.filter((item) => answers[item.question.id] !== undefined).length;
  const moved = useRef(false);

  useEffect(() => {
    // Moving to another question takes screen-reader and keyboard focus to its heading; the first
    // render leaves focus where the page put it.
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [index]);

  if (!entry) return null;
  const { question, options } = entry;
  const chosen = answers[question.id];
  const last = index === total - 1;

  const submit = () => {
    const unanswered = questions.flatMap((item, position) => (answers[item.question.id] === undefined ? [position + 1] : []));
    setMissing(unanswered.length > 0 ? unanswered : null);
    if (unanswered.length === 0) onSubmit(answers);
  };

  return (
    <section className="quiz-step" aria-labelledby={legendId}>
      <div className="quiz-step__progress">
        <h2 className="quiz-step__count" ref={headingRef} tabIndex={-1}>
          {t('question.progress', { current: index + 1, total })}
        </h2>
        <ProgressBar value={((index + 1) / total) * 100} label={t('question.progressLabel')} />
        <p className="quiz-step__answered">{t('question.answered', { count: answeredCount, total })}</p>
      </div>

      <fieldset className="quiz-question">
        <legend id={legendId} className="quiz-question__text">
          {pickLanguage(question.text, language)}
        </legend>
        {options.map((optionId) => {
          const option = question.options[optionId];
          if (!option) return null;
          return (
            <label key={optionId} className={chosen === optionId ? 'quiz-option quiz-option--chosen' : 'quiz-option'}>
              <input
                type="radio"
                name={`question-${question.id}`}
                value={optionId}
                checked={chosen === optionId}
                onChange={() => {
                  setMissing(null);
                  setChosenHere((previous) => ({ ...previous, [question.id]: optionId }));
                  onAnswer(question.id, optionId);
                }}
              />
              <span>{pickLanguage(option, language)}</span>
            </label>
          );
        })}
      </fieldset>

      <div className="quiz-step__nav">
        <Button variant="secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
          {t('question.previous')}
        </Button>
        {last ? (
          <Button onClick={submit} busy={submitting}>
            {t('question.submit')}
          </Button>
        ) : (
          <Button onClick={() => onMove(index + 1)}>{t('question.next')}</Button>
        )}
      </div>

      {missing ? (
        <p className="quiz-step__missing" role="alert">
          {t('question.unanswered', { list: missing.join(', ') })}
        </p>
      ) : null}

      <nav className="quiz-navigator" aria-label={t('question.navigator')}>
        <ol>
          {questions.map((item, position) => {
            const answered = answers[item.question.id] !== undefined;
            const classes = [
              'quiz-navigator__item',
              answered ? 'quiz-navigator__item--answered' : '',
              position === index ? 'quiz-navigator__item--current' : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={item.question.id}>
                <button
                  type="button"
                  className={classes}
                  aria-current={position === index ? 'step' : undefined}
                  aria-label={t(answered ? 'question.goToAnswered' : 'question.goTo', { number: position + 1 })}
                  onClick={() => onMove(position)}
                >
                  {position + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </section>
  );
}
