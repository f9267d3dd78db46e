import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOPICS } from '../../../../contract/catalogue-terms';
import { paths } from '../../../lib/paths';
import { TopicIcon } from '../../../domain-ui/topic-icon';

/** The topics of SPEC §1, each opening the catalogue filtered on it. */
export function TopicGrid() {
  const { t } = useTranslation('site');
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {t('home.topics.title')}
      </h2>
      <p className="home-section__lead">{t('home.topics.lead')}</p>
      <ul className="topics">
        {TOPICS.map((topic) => (
          <li key={topic}>
            <Link className="topic" to={`${paths.courses}?topic=${encodeURIComponent(topic)}`}>
              <TopicIcon topic={topic} />
              <span className="topic__name">{t(`home.topics.${topic}.name`)}</span>
              <span className="topic__text">{t(`home.topics.${topic}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
