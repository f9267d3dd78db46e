import * as v from 'valibot';
import { TranslatableSchema } from '../../../../contract/translatable';
import { discardDraft, readDraft, writeDraft } from '../../../data/drafts/draft-store';
import { nextKey, type QuestionDraft } from './question-draft';

/**
 * Unsaved quiz edits kept on this device per formation ("an agent's unsaved text survives a reload",
 * and a restart), in the app's one draft store. Read back through a schema: storage is input like any other.
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

const keyOf = (formationId: string) => `quiz:${formationId}`;

export async function readDrafts(formationId: string): Promise<QuestionDraft[]> {
  const draft = await readDraft(keyOf(formationId), 'device', StoredSchema);
  return (draft?.value ?? []).map((stored) => ({
    ...stored,
    key: stored.id ?? nextKey(),
    options: stored.options.map((text) => ({ key: nextKey(), text })),
  }));
}

export function storeDrafts(formationId: string, drafts: readonly QuestionDraft[]): Promise<void> {
  if (drafts.length === 0) return discardDraft(keyOf(formationId), 'device');
  const stored = drafts.map(({ id, version, text, options, correct, explanation }) => ({
    id,
    version,
    text,
    options: options.map((option) => option.text),
    correct,
    explanation,
  }));
  return writeDraft(keyOf(formationId), 'device', stored);
}
