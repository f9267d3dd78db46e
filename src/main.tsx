import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startSession } from './app/session-bootstrap';
import { startLanguage } from './app/start-language';
import { removeStartLoader } from './app/start-loader';
import { registerServiceWorker } from './lib/sw-bridge';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first route's chunk has arrived (or failed, which its error element then shows). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  startSession();
  // The router starts fetching the first page's chunk while the language is being detected.
  const router = createAppRouter();
  // Loaded from script, not a <link> in index.html, so the static loader paints with the HTML alone
  // (DESIGN.md budgets); the app renders only once its styles are in.
  const styles = import('./app/styles.css').catch((error: unknown) => console.error('Styles did not load', error));
  const language = startLanguage().catch((error: unknown) => {
    // Even the default locale failed to load (offline first visit): show the shell anyway.
    console.error('No locale could be loaded', error);
  });
  await Promise.all([language, styles, routerReady(router)]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Wait for the app's first paint so the loader never uncovers an empty page.
  requestAnimationFrame(() => requestAnimationFrame(removeStartLoader));
  // Offline support starts after the first render; the bridge also waits for the load event.
  void registerServiceWorker();
}

void start();
