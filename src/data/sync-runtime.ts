import { useSession } from '../lib/session';
import { catalogueSyncTarget } from './catalogue-sync-target';
import { publicDb } from './db';
import { meSyncTarget } from './me-sync-target';
import { createResourceFollower, type Following, type ResourceFollower } from './resource-follower';
import { createSyncEngine, type ResourceTarget, type SyncEngine, type SyncOutcome } from './sync-engine';
import { httpSyncTransport } from './sync-transport';
import { closeUserDb, openUserDb, UserDatabase } from './user-db';

let engine: SyncEngine | null = null;
let follower: ResourceFollower | null = null;
let firstPull: Promise<void> | null = null;

/**
 * Starts background sync once per page load (later calls do nothing): the catalogue at once, and the
 * learner's own stream whenever someone is signed in. Signing in opens that learner's private database;
 * signing out closes it. Called after the first render so it never delays it.
 */
export function startBackgroundSync(): SyncEngine {
  if (engine) return engine;
  const started = createSyncEngine({ transport: httpSyncTransport });
  engine = started;
  const resources = createResourceFollower(started);
  follower = resources;
  started.addTarget(catalogueSyncTarget(publicDb()));

  let userId: string | null = null;
  const follow = (next: string | null) => {
    if (next === userId) return;
    userId = next;
    // The resources of a learner's database that is closed now are not theirs to keep pulling.
    resources.dropWhere((target) => target.db instanceof UserDatabase && target.db.userId !== next);
    if (next) {
      started.addTarget(meSyncTarget(openUserDb(next)));
    } else {
      started.removeTarget('me');
      closeUserDb();
    }
  };
  follow(useSession.getState().user?.id ?? null);
  useSession.subscribe((state) => follow(state.user?.id ?? null));
  firstPull = started.start();
  return started;
}

/** Resolves when the first pull of the sync started on this page has ended, whatever its outcome. */
export function firstPullEnded(): Promise<void> {
  return firstPull ?? Promise.resolve();
}

/** Pulls now (a retry button, right after enrolling); starts the engine if it was not yet. */
export async function syncNow(stream?: 'catalogue' | 'me'): Promise<SyncOutcome | null> {
  const running = startBackgroundSync();
  if (stream) return running.sync(stream);
  await running.syncAll();
  return null;
}

/** Keeps one mirrored resource current while a screen shows it (resource-follower.ts); starts the engine. */
export function followTarget(target: ResourceTarget, options: { now?: boolean } = {}): Following {
  startBackgroundSync();
  // startBackgroundSync set it.
  return (follower as ResourceFollower).follow(target, options);
}

/** Pulls one followed resource now, due or not (a retry button, a refused signed URL). */
export function refreshTarget(key: string): Promise<SyncOutcome> {
  startBackgroundSync();
  return (follower as ResourceFollower).refresh(key);
}
