import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { FaqAccordion, type FaqGroup } from '../components/faq-accordion';
import { SitePage } from '../components/site-page';
import { ContentStateView } from '../content/content-state-view';
import type { PageContents } from '../content/page-content';
import { usePageContent } from '../content/use-page-content';
import './site-pages.css';

function groupsOf(content: PageContents['faq']): FaqGroup[] {
  return Object.entries(content.topics).map(([id, topic]) => ({
    id,
    title: topic.title,
    items: Object.entries(topic.items).map(([itemId, item]) => ({ id: itemId, question: item.q, answer: item.a })),
  }));
}

/** SPEC §1 FAQ: courses offered, certificate recognition, registration, online study, support, discounts. */
export function Component() {
  const { t } = useTranslation(['common', 'site']);
  const state = usePageContent('faq');
  return (
    <SitePage title={t('common:pages.faq')} description={t('site:meta.faq')} className="text-page">
      <ContentStateView state={state}>
        {(content) => (
          <>
            <p className="page__lead">{content.lead}</p>
            <FaqAccordion groups={groupsOf(content)} />
          </>
        )}
      </ContentStateView>
      <aside className="site-callout">
        <p>{t('site:faq.more')}</p>
        <Link to={paths.contact} className="button button--primary">
          {t('site:faq.contactLink')}
        </Link>
      </aside>
    </SitePage>
  );
}
