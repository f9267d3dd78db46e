import { test } from './fixtures';
import { startAcademyServer, type AcademyServer, type StartOptions } from './academy-server';

export interface FileServer {
  /** The file's server; there is one from its first `beforeAll` to its last `afterAll`. */
  readonly server: AcademyServer;
  /** `path` on the file's server. */
  url(path: string): string;
}

/**
 * A server of its own for the spec file that calls this (at its top level), for tests that change data
 * the other specs read: started before the file's first test, stopped after its last. The file's tests
 * run in order, one after the other, since each may build on what the one before left in that server.
 * `options` may be a function when what it names is made just before the start.
 */
export function serverPerFile(options: StartOptions | (() => StartOptions)): FileServer {
  let started: AcademyServer | null = null;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    // The start migrates nothing (a copy of the run's seeded template), but a busy machine is slow.
    test.setTimeout(120_000);
    started = await startAcademyServer(typeof options === 'function' ? options() : options);
  });
  test.afterAll(async () => {
    await started?.stop();
    started = null;
  });
  const own: FileServer = {
    get server() {
      if (!started) throw new Error('the file’s server runs only from its first beforeAll to its last afterAll');
      return started;
    },
    url: (path) => `${own.server.url}${path}`,
  };
  return own;
}
