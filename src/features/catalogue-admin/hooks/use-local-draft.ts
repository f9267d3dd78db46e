import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { discardDraft, readDraft, writeDraft } from '../../../data/drafts/draft-store';

/**
 * Unsaved editor text kept on this device ("an agent's unsaved text survives a reload", and a restart):
 * one draft per formation (`new` for the create screen), written while the agent types and removed once
 * the server has the text.
 */
export interface EditorDraft<TValues> {
  values: TValues;
  /** The formation version the text was typed over; null on the create screen. */
  baseVersion: number | null;
  savedAt: string;
}

const keyOf = (formationId: string | null) => `formation:${formationId ?? 'new'}`;

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
  /** Reads the stored values back: a draft of another shape (an older app) is no draft. */
  schema: v.GenericSchema<unknown, TValues>;
  values: TValues;
  /** What the server has (or the empty form): a draft equal to it is dropped. */
  saved: TValues;
  baseVersion: number | null;
  apply: (values: TValues) => void;
}) {
  const { formationId, schema, values, saved, baseVersion, apply } = options;
  const storedSchema = useMemo(() => v.object({ values: schema, baseVersion: v.nullable(v.number()) }), [schema]);
  const [found, setFound] = useState<EditorDraft<TValues> | null>(null);
  const [checked, setChecked] = useState(false);
  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  });

  useEffect(() => {
    let live = true;
    void readDraft(keyOf(formationId), 'device', storedSchema).then((draft) => {
      if (!live) return;
      setFound(draft && !same(draft.value.values, savedRef.current) ? { ...draft.value, savedAt: draft.savedAt } : null);
      setChecked(true);
    });
    return () => {
      live = false;
    };
  }, [formationId, storedSchema]);

  useEffect(() => {
    // Until the stored draft is read, writing would overwrite it with the server's text.
    if (!checked) return undefined;
    const unchanged = same(values, saved);
    if (found && unchanged) return undefined;
    const timer = setTimeout(() => {
      // Typing over an offered draft means the agent chose the new text: it becomes the draft.
      if (found) setFound(null);
      if (unchanged) void discardDraft(keyOf(formationId), 'device');
      else void writeDraft(keyOf(formationId), 'device', { values, baseVersion });
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
    void discardDraft(keyOf(formationId), 'device');
  }, [formationId]);

  /** After a save the server has the text: the draft is gone. */
  const clear = useCallback(() => discardDraft(keyOf(formationId), 'device'), [formationId]);

  return { found, restore, discard, clear };
}
