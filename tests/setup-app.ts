// Setup of the client tests that share a process (the `app` project), before tests/setup.ts.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { vi } from 'vitest';

// The app's own modules load again for each file, so their state (caches, stores, the i18n instance) starts
// fresh as in a new page; the libraries under node_modules stay loaded, which is what saves the time.
vi.resetModules();
// What an earlier file replaced and left so (a stubbed fetch, a spy, fake timers) is put back first.
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
vi.useRealTimers();

// With modules shared, Vitest keeps one window per process too: each file starts with empty storage.
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// The client's test files share a process and its loaded modules (vitest.config.ts): `fake-indexeddb/auto`
// above runs once per process, and Dexie reads the factory once, when it loads. Each file gets an empty
// IndexedDB of its own instead, as a new page would, whether or not the file or the one before it asked for it.
const factory = new IDBFactory();
Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true, writable: true });
Dexie.dependencies.indexedDB = factory;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;
