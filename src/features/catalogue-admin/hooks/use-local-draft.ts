import { useCallback, useEffect, useRef, useState } from 'react';
import { discardDraft, readDraft, writeDraft, type EditorDraft } from './draft-store';

const WRITE_DELAY_MS = 400;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The screen mounts one editor per formation (keyed), so `formationId` is fixed for a hook's life.
 *
 * Keeps a form's unsaved values on the device while the agent types, and finds them again after a reload:
 * `found` is the draft left by an earlier visit that differs from what the server has, until the agent
 * restores or discards it. Text equal to the server's is not a draft (nothing to lose).
 */
export function useLocalDraft<TValues>(options: {
  formationId: string | null;
  values: TValues;
  /** What the server has (or the empty form): a draft equal to it is dropped. */
  saved: TValues;
  baseVersion: number | null;
  apply: (values: TValues) => void;
}) {
  const { formationId, values, saved, baseVersion, apply } = options;
  const [found, setFound] = useState<EditorDraft<TValues> | null>(null);
  const [checked, setChecked] = useState(false);
  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  });

  useEffect(() => {
    let live = true;
    void readDraft<TValues>(formationId).then((draft) => {
      if (!live) return;
      setFound(draft && !same(draft.values, savedRef.current) ? draft : null);
      setChecked(true);
    });
    return () => {
      live = false;
    };
  }, [formationId]);

  useEffect(() => {
    // Until the stored draft is read, writing would overwrite it with the server's text.
    if (!checked) return undefined;
    const unchanged = same(values, saved);
    if (found && unchanged) return undefined;
    const timer = setTimeout(() => {
      // Typing over an offered draft means the agent chose the new text: it becomes the draft.
      if (found) setFound(null);
      if (unchanged) void discardDraft(formationId);
      else void writeDraft(formationId, { values, baseVersion, savedAt: new Date().toISOString() });
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checked, found, values, saved, baseVersion, formationId]);

  const restore = useCallback(() => {
    if (!found) return;
    apply(found.values);
    setFound(null);
  }, [found, apply]);

  const discard = useCallback(() => {
    setFound(null);
    void discardDraft(formationId);
  }, [formationId]);

  /** After a save the server has the text: the draft is gone. */
  const clear = useCallback(() => discardDraft(formationId), [formationId]);

  return { found, restore, discard, clear };
}
