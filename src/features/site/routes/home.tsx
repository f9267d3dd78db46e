import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAfterFirstScreen } from '../../../lib/first-screen';
import { paths } from '../../../lib/paths';
import { SitePage } from '../components/site-page';
import { StatsCounters } from '../home/stats-counters';
import { Testimonials } from '../home/testimonials';
import { TopicGrid } from '../home/topic-grid';
import './home.css';

const STEPS = ['choose', 'study', 'certify'] as const;

/** Everything under the counters is below the fold on a phone: each part renders once the top is on screen. */
function BelowTheFold({ stage, children }: { stage: number; children: ReactNode }) {
  return useAfterFirstScreen(stage) ? children : null;
}

/** SPEC §1 landing page: hero with counters, topics, how it works, testimonials, calls to action. */
export function Component() {
  const { t } = useTranslation('site');
  const stepsId = useId();
  const finalId = useId();
  return (
    <SitePage title={t('home.title')} description={t('meta.home')} lead={t('home.lead')} className="home">
      <div className="site-actions home__hero-actions">
        <Link to={paths.courses} className="button button--primary">
          {t('home.ctaCourses')}
        </Link>
        <Link to={paths.register} className="button button--secondary">
          {t('home.ctaRegister')}
        </Link>
      </div>
      <StatsCounters />
      <BelowTheFold stage={0}>
        <TopicGrid />
      </BelowTheFold>
      <BelowTheFold stage={1}>
        <section className="home-section" aria-labelledby={stepsId}>
          <h2 id={stepsId} className="home-section__title">
            {t('home.steps.title')}
          </h2>
          <ol className="steps">
            {STEPS.map((step) => (
              <li key={step} className="steps__item">
                <h3 className="steps__name">{t(`home.steps.${step}.name`)}</h3>
                <p className="steps__text">{t(`home.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
      </BelowTheFold>
      <BelowTheFold stage={2}>
        <Testimonials />
      </BelowTheFold>
      <BelowTheFold stage={3}>
        <section className="home-section home-final" aria-labelledby={finalId}>
          <h2 id={finalId} className="home-section__title">
            {t('home.final.title')}
          </h2>
          <p>{t('home.final.text')}</p>
          <div className="site-actions">
            <Link to={paths.register} className="button button--primary">
              {t('home.ctaRegister')}
            </Link>
            <Link to={paths.contact} className="button button--secondary">
              {t('home.final.contact')}
            </Link>
          </div>
        </section>
      </BelowTheFold>
    </SitePage>
  );
}
