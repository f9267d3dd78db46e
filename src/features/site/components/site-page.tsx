import type { ReactNode } from 'react';
import { Page } from '../../../ui/page';
import { useMetaDescription } from './use-meta-description';

interface SitePageProps {
  title: string;
  /** The translated meta description of the page. */
  description: string;
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A public site page: the shared layout (h1, document title) plus its own meta description. */
export function SitePage({ title, description, lead, className, children }: SitePageProps) {
  useMetaDescription(description);
  return (
    <Page title={title} lead={lead} className={className ? `site-page ${className}` : 'site-page'}>
      {children}
    </Page>
  );
}
