import { useEffect, useState } from 'react';

let painted = false;
let announce: () => void = () => undefined;
const paintedPromise = new Promise<void>((resolve) => (announce = resolve));

/** Called once by the shell, after the frame that replaced the start-up loader with the first screen. */
export function markFirstScreenPainted(): void {
  painted = true;
  announce();
}

/** Settles once the app's first screen has been painted. */
export function whenFirstScreenPainted(): Promise<void> {
  return paintedPromise;
}

/**
 * False while the app's very first screen is being drawn, true afterwards. Content below the fold
 * (the rest of the home page, the footer) renders in a task of its own after that first paint, so
 * the first render and layout stay short on a slow phone. Screens mounted later render everything at
 * once, so scroll restoration finds the whole page.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void paintedPromise.then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}
