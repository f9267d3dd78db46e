/** The id of the static start-up loader in index.html (SPEC §2). */
export const START_LOADER_ID = 'start-loader';

/** Removes the static loader once the app has painted under it. */
export function removeStartLoader(): void {
  document.getElementById(START_LOADER_ID)?.remove();
}
