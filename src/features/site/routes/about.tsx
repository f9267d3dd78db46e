import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { SitePage } from '../components/site-page';
import { ContentSections } from '../content/content-sections';
import { ContentStateView } from '../content/content-state-view';
import { usePageContent } from '../content/use-page-content';
import './site-pages.css';

/** SPEC §2 about: mission, expertise list, reasons to choose, and the audience of SPEC §1. */
export function Component() {
  const { t } = useTranslation(['common', 'site']);
  const state = usePageContent('about');
  return (
    <SitePage title={t('common:pages.about')} description={t('site:meta.about')} className="text-page">
      <ContentStateView state={state}>
        {(content) => (
          <>
            <p className="page__lead">{content.lead}</p>
            <ContentSections sections={content.sections} />
          </>
        )}
      </ContentStateView>
      <div className="site-actions">
        <Link to={paths.courses} className="button button--primary">
          {t('site:about.ctaCourses')}
        </Link>
        <Link to={paths.contact} className="button button--secondary">
          {t('site:about.ctaContact')}
        </Link>
      </div>
    </SitePage>
  );
}
