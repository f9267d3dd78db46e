import type { ResourceTarget, SyncEngine, SyncOutcome } from './sync-engine';

export interface Following {
  /** How the pull asked for on following ended ('unchanged' when it was not due). */
  pulled: Promise<SyncOutcome>;
  /** Lets go, on the screen's unmount. */
  release: () => void;
}

export interface ResourceFollower {
  /**
   * Keeps one mirrored resource (src/data/resources) current while a screen shows it: pulled at once if
   * due (or anyway with `now`), then on the engine's triggers (online, foreground, timer). The screen reads
   * the rows and the target's `sync_state` row with live queries.
   */
  follow(target: ResourceTarget, options?: { now?: boolean }): Following;
  /** Pulls one followed resource now, due or not (a retry button, a refused signed URL). */
  refresh(key: string): Promise<SyncOutcome>;
  /** Lets go of every followed resource `drop` names (a learner's, at sign-out). */
  dropWhere(drop: (target: ResourceTarget) => boolean): void;
}

/** The resources screens follow on one engine, counted so two screens showing one resource share it. */
export function createResourceFollower(engine: SyncEngine): ResourceFollower {
  const followed = new Map<string, { target: ResourceTarget; count: number }>();

  return {
    follow(target, options = {}) {
      const entry = followed.get(target.key);
      if (entry && entry.target.db === target.db) {
        entry.count += 1;
      } else {
        followed.set(target.key, { target, count: 1 });
        engine.addTarget(target);
      }
      const pulled = options.now ? engine.sync(target.key) : engine.syncIfDue(target.key);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const current = followed.get(target.key);
        if (!current || current.target.db !== target.db) return;
        current.count -= 1;
        if (current.count > 0) return;
        followed.delete(target.key);
        engine.removeTarget(target.key);
      };
      return { pulled, release };
    },
    refresh: (key) => engine.sync(key),
    dropWhere(drop) {
      for (const [key, entry] of followed) {
        if (!drop(entry.target)) continue;
        engine.removeTarget(key);
        followed.delete(key);
      }
    },
  };
}
