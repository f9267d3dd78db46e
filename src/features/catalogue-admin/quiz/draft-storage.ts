import * as v from 'valibot';
import { TranslatableSchema } from '../../../../contract/translatable';
import { nextKey, type QuestionDraft } from './question-draft';

/**
 * Unsaved quiz edits kept on this device per formation ("an agent's unsaved text survives a
 * reload"). Read back through a schema: storage is input like any other.
 */
const StoredDraftSchema = v.object({
  id: v.nullable(v.string()),
  version: v.nullable(v.number()),
  text: TranslatableSchema,
  options: v.array(TranslatableSchema),
  correct: v.nullable(v.number()),
  explanation: TranslatableSchema,
});
const StoredSchema = v.array(StoredDraftSchema);

const keyOf = (formationId: string) => `quiz-drafts:${formationId}`;

export function readDrafts(formationId: string): QuestionDraft[] {
  try {
    const raw = window.localStorage.getItem(keyOf(formationId));
    const parsed = v.safeParse(StoredSchema, raw ? (JSON.parse(raw) as unknown) : []);
    if (!parsed.success) return [];
    return parsed.output.map((stored) => ({
      ...stored,
      key: stored.id ?? nextKey(),
      options: stored.options.map((text) => ({ key: nextKey(), text })),
    }));
  } catch {
    return [];
  }
}

export function storeDrafts(formationId: string, drafts: readonly QuestionDraft[]): void {
  try {
    if (drafts.length === 0) {
      window.localStorage.removeItem(keyOf(formationId));
      return;
    }
    const stored = drafts.map(({ id, version, text, options, correct, explanation }) => ({
      id,
      version,
      text,
      options: options.map((option) => option.text),
      correct,
      explanation,
    }));
    window.localStorage.setItem(keyOf(formationId), JSON.stringify(stored));
  } catch {
    // Storage full or refused: the edits stay on screen, only the reload safety net is lost.
  }
}
