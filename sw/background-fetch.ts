import { finishBackgroundFetch, type BackgroundFetchRegistrationLike } from '../src/data/downloads/schedule/background-fetch';
import { UserDatabase } from '../src/data/user-db';

/**
 * Background Fetch's end in the worker (Chromium on Android): the files the browser fetched with the app
 * closed are checked and stored where the page's downloader puts them
 * (src/data/downloads/schedule/background-fetch.ts); the browser's own notification shows the end. A
 * failed or cancelled fetch keeps what arrived whole; the page's downloader fetches the rest on the next
 * open. A click on the notification opens the downloads screen.
 */

interface BackgroundFetchEventLike {
  registration: BackgroundFetchRegistrationLike;
  waitUntil(promise: Promise<unknown>): void;
}

export interface BackgroundFetchScope {
  addEventListener(
    type: 'backgroundfetchsuccess' | 'backgroundfetchfail' | 'backgroundfetchabort' | 'backgroundfetchclick',
    listener: (event: BackgroundFetchEventLike) => void,
  ): void;
  clients: { openWindow(url: string): Promise<unknown> };
}

export function registerBackgroundFetch(
  scope: BackgroundFetchScope,
  openDb: (userId: string) => UserDatabase = (id) => new UserDatabase(id),
): void {
  const finish = (event: BackgroundFetchEventLike) => event.waitUntil(finishBackgroundFetch(event.registration, openDb));
  scope.addEventListener('backgroundfetchsuccess', finish);
  scope.addEventListener('backgroundfetchfail', finish);
  scope.addEventListener('backgroundfetchabort', finish);
  scope.addEventListener('backgroundfetchclick', (event) => {
    event.waitUntil(scope.clients.openWindow('/downloads'));
  });
}
