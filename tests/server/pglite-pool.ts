import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { readTemplateState, resetToTemplate, type SqlRunner, type TemplateState } from './database-reset';
import { migratedPgliteDump } from './pglite-template';

/**
 * In-memory PGlite databases for test apps, used again once an app is done with one: starting PGlite
 * from the migrated dump took about 1.2 s per test app on this machine, emptying a used one to the
 * template's rows a few tens of milliseconds. One whose schema a test changed is closed, not reused
 * (database-reset.ts). Instances wait in this process; server test files share a worker process.
 */

const idle: PGlite[] = [];
let template: Promise<TemplateState> | null = null;

const runner = (client: PGlite): SqlRunner => ({
  query: <T>(text: string, params?: unknown[]) => client.query<T>(text, params),
  exec: (text: string) => client.exec(text),
});

/** An open PGlite of its own for one test app; `release` hands it back for the next one. */
export async function takePglite(): Promise<{ client: PGlite; release(): Promise<void> }> {
  let client = idle.pop();
  if (!client) {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: await migratedPgliteDump() });
    await client.waitReady;
    // Read from the first instance before any app has used it: it is exactly the migrated dump.
    template ??= readTemplateState(runner(client));
  }
  const taken = client;
  // Set above when the first instance was made, before any instance could be handed back.
  const state = await (template as Promise<TemplateState>);
  return {
    client: taken,
    async release() {
      if (taken.closed) return;
      // Session settings, prepared statements, listeners and locks a test left behind go first.
      const clean = await taken
        .exec('discard all')
        .then(() => resetToTemplate(runner(taken), state))
        .catch(() => false);
      if (clean) idle.push(taken);
      else await taken.close().catch(() => undefined);
    },
  };
}
