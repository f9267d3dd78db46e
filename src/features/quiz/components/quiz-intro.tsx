import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { formatScore } from '../format-score';

interface QuizIntroProps {
  questionsCount: number;
  passMark: number;
  maxScore: number;
  /** Best score of earlier attempts, or null before the first. */
  bestScore: number | null;
  onStart: () => void;
  starting: boolean;
}

/** What the learner needs to know before starting: how many questions, the pass mark, that answers are kept. */
export function QuizIntro({ questionsCount, passMark, maxScore, bestScore, onStart, starting }: QuizIntroProps) {
  const { t } = useTranslation('quiz');
  const language = useLanguage();
  return (
    <section className="quiz-card" aria-labelledby="quiz-intro-heading">
      <h2 id="quiz-intro-heading">{t('intro.heading')}</h2>
      <ul className="quiz-card__facts">
        <li>{t('intro.questions', { count: questionsCount })}</li>
        <li className="quiz-card__pass-mark">{t('intro.passMark', { mark: passMark, max: maxScore })}</li>
        <li>{t('intro.kept')}</li>
        <li>{t('intro.offline')}</li>
      </ul>
      {bestScore !== null ? <p>{t('intro.bestScore', { score: formatScore(bestScore, language), max: maxScore })}</p> : null}
      <Button onClick={onStart} busy={starting}>
        {t('intro.start')}
      </Button>
    </section>
  );
}
