import { useEffect, useState } from 'react';
import { serverData } from './server-data';

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

/** Settles after `frames` more frames have been painted, each in a task of its own. */
function afterFrames(frames: number): Promise<void> {
  let chain = Promise.resolve();
  for (let frame = 0; frame < frames; frame += 1) {
    chain = chain.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }
  return chain;
}

/**
 * False while the app's very first screen is being drawn, true afterwards. Content below the fold
 * (the rest of the home page, the footer) renders after that first paint, `stage` frames later, so each
 * part's render and layout is a short task of its own on a slow phone rather than one long one.
 * Screens mounted later render everything at once, so scroll restoration finds the whole page.
 */
export function useAfterFirstScreen(stage = 0): boolean {
  // A server-rendered page has the whole screen already: the server and the hydrating client draw all of it.
  const [ready, setReady] = useState(() => painted || serverData() !== null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void paintedPromise
      .then(() => afterFrames(stage))
      .then(() => {
        if (active) setReady(true);
      });
    return () => {
      active = false;
    };
  }, [ready, stage]);
  return ready;
}
