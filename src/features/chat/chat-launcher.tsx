import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstScreenPainted } from '../../lib/first-screen';

const ChatWidget = lazy(() => import('./chat-widget'));

/** Waits for an idle moment (at most this long) after the first screen before fetching the widget. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}

/**
 * The assistant on every page (SPEC §1, §2). Only this small component is in the first visit's script:
 * the widget, its styles and strings load once the first screen is painted and the browser is idle.
 */
export function ChatLauncher() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void whenFirstScreenPainted()
      .then(whenIdle)
      .then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
