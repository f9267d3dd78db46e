import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiText } from './bidi-text';

interface PageProps {
  /** The page's translated title: the h1 and the first part of document.title. A title that is data
   * (a formation's name) or holds data is passed through `isolate()` (src/lib/bidi.ts). */
  title: string;
  /** Optional line under the title; a string may hold `isolate()`d data, as the title may. */
  lead?: ReactNode;
  children?: ReactNode;
  /** Extra class on the main landmark, for a feature's own layout. */
  className?: string;
}

/** The layout every route renders: one main landmark (the skip link's target), one h1, the tab title. */
export function Page({ title, lead, children, className }: PageProps) {
  const { t } = useTranslation('common');
  const appName = t('app.name');

  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <main id="main" tabIndex={-1} className={className ? `page ${className}` : 'page'}>
      <h1 className="page__title">
        <BidiText text={title} />
      </h1>
      {lead ? <p className="page__lead">{typeof lead === 'string' ? <BidiText text={lead} /> : lead}</p> : null}
      {children}
    </main>
  );
}
