import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * The footer's forms are fetched when the footer comes near the screen: on a phone the first visit
 * rarely scrolls that far, so their code (and the API client) stays out of the budgeted first visit.
 * A chunk that cannot load (offline before the worker precached it) leaves the slot empty instead of
 * breaking the layout around it.
 */
const SiteFooterForms = lazy<ComponentType>(() => import('./site-footer-forms').catch(() => ({ default: () => null })));

export function FooterFormsSlot() {
  const placeholder = useRef<HTMLDivElement>(null);
  // The server draws the empty slot, as a browser does before the footer comes near.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  // Loading starts 400 px before the footer shows, so the forms usually grow below the screen.
  const holder = <div ref={placeholder} className="site-footer__column" />;
  if (!near) return holder;
  return (
    <Suspense fallback={holder}>
      <SiteFooterForms />
    </Suspense>
  );
}
