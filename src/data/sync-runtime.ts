import { useSession } from '../lib/session';
import { catalogueSyncTarget } from './catalogue-sync-target';
import { publicDb } from './db';
import { meSyncTarget } from './me-sync-target';
import { createResourceFollower, type Following, type ResourceFollower } from './resource-follower';
import { createSyncEngine, type ResourceTarget, type SyncEngine, type SyncOutcome } from './sync-engine';
import { httpSyncTransport } from './sync-transport';
import { closeUserDb, openUserDb, UserDatabase } from './user-db';

interface Runtime {
  engine: SyncEngine;
  follower: ResourceFollower;
}

let runtime: Runtime | null = null;
let firstPull: Promise<void> | null = null;

/**
 * The page's one engine, made on first use with its two streams: the catalogue, and the learner's own
 * stream whenever someone is signed in (signing in opens that learner's private database; signing out
 * closes it). Made is not started: until the app starts it, it pulls only what a screen asks for.
 */
function theRuntime(): Runtime {
  if (runtime) return runtime;
  const engine = createSyncEngine({ transport: httpSyncTransport });
  const follower = createResourceFollower(engine);
  runtime = { engine, follower };
  engine.addTarget(catalogueSyncTarget(publicDb()));

  let userId: string | null = null;
  const follow = (next: string | null) => {
    if (next === userId) return;
    userId = next;
    // The resources of a learner's database that is closed now are not theirs to keep pulling.
    follower.dropWhere((target) => target.db instanceof UserDatabase && target.db.userId !== next);
    if (next) {
      engine.addTarget(meSyncTarget(openUserDb(next)));
    } else {
      engine.removeTarget('me');
      closeUserDb();
    }
  };
  follow(useSession.getState().user?.id ?? null);
  useSession.subscribe((state) => follow(state.user?.id ?? null));
  return runtime;
}

/**
 * Starts background sync: its triggers (online, foreground, timer) and a first pull of everything. The
 * app calls it once, after its first screen has settled (main.tsx); later calls do nothing. Screens never
 * call it: they read IndexedDB and ask for a pull with syncNow or followTarget.
 */
export function startBackgroundSync(): SyncEngine {
  const { engine } = theRuntime();
  firstPull ??= engine.start();
  return engine;
}

/** Resolves when the first pull of the sync started on this page has ended, whatever its outcome. */
export function firstPullEnded(): Promise<void> {
  return firstPull ?? Promise.resolve();
}

/**
 * Pulls now (a retry button, right after enrolling or paying): one request per stream, a 304 when nothing
 * changed. Without a stream, every stream and followed resource.
 */
export async function syncNow(stream?: 'catalogue' | 'me'): Promise<SyncOutcome | null> {
  const { engine } = theRuntime();
  if (stream) return engine.sync(stream);
  await engine.syncAll();
  return null;
}

/** Keeps one mirrored resource current while a screen shows it (resource-follower.ts). */
export function followTarget(target: ResourceTarget, options: { now?: boolean } = {}): Following {
  return theRuntime().follower.follow(target, options);
}

/** Pulls one followed resource now, due or not (a retry button, a refused signed URL). */
export function refreshTarget(key: string): Promise<SyncOutcome> {
  return theRuntime().follower.refresh(key);
}
