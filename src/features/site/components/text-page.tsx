import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../content/content-sections';
import { ContentStateView } from '../content/content-state-view';
import type { ContentPage, PageContents } from '../content/page-content';
import { usePageContent } from '../content/use-page-content';
import { SitePage } from './site-page';
import '../routes/site-pages.css';

type SectionedPage = {
  [P in ContentPage]: PageContents[P] extends { lead: string; sections: Record<string, ContentSection> } ? P : never;
}[ContentPage];

interface TextPageProps {
  page: SectionedPage;
  /** Shown after the text, e.g. where to get more help. */
  children?: ReactNode;
  /** Numbered lists (step-by-step help) instead of bullets. */
  ordered?: boolean;
}

/** A page made of a lead and titled sections: help, privacy, terms, cookies. */
export function TextPage({ page, ordered = false, children }: TextPageProps) {
  const { t } = useTranslation(['common', 'site']);
  const state = usePageContent(page);
  return (
    <SitePage title={t(`common:pages.${page}`)} description={t(`site:meta.${page}`)} className="text-page">
      <ContentStateView state={state}>
        {(content) => (
          <>
            <p className="page__lead">{content.lead}</p>
            <ContentSections sections={content.sections} ordered={ordered} />
            {children}
          </>
        )}
      </ContentStateView>
    </SitePage>
  );
}
