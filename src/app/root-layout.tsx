import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { UpdatePrompt } from '../features/app-update/update-prompt';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { CookieBanner } from '../features/consent/cookie-banner';
import { Spinner } from '../ui/spinner';
import { ToastRegion } from '../ui/toast';
import { useAfterFirstScreen } from '../lib/first-screen';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useSessionExpiryRedirect } from './use-session-expiry-redirect';

/** Moves focus to the new page after a client-side navigation, as a page load would for screen readers. */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The shell around every route: skip link, navbar, page, footer, chat assistant, cookie banner, toasts, update prompt. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  useSessionExpiryRedirect();
  useFocusOnNavigation();
  // Below the fold on the first screen: drawn once that screen is painted (src/lib/first-screen.ts).
  const showFooter = useAfterFirstScreen(4);

  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skipLink')}
      </a>
      <Navbar />
      <div className="site-content" aria-busy={navigation.state === 'loading' || undefined}>
        {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
        <Suspense fallback={<Spinner centred />}>
          <Outlet />
        </Suspense>
      </div>
      {showFooter ? <Footer /> : null}
      <ChatLauncher />
      <CookieBanner />
      <ToastRegion />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
