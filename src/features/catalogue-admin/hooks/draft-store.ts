import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Unsaved editor text kept on this device ("an agent's unsaved text survives a reload").
 * One record per formation (`new` for the create screen), written while the agent types and removed
 * once the server has the text. A store of its own, so clearing it never touches the sync mirror.
 */
export interface EditorDraft<TValues> {
  values: TValues;
  /** The formation version the text was typed over; null on the create screen. */
  baseVersion: number | null;
  savedAt: string;
}

let store: UseStore | null = null;
function draftStore(): UseStore {
  store ??= createStore('agri-editor-drafts', 'drafts');
  return store;
}

const keyOf = (formationId: string | null) => `formation:${formationId ?? 'new'}`;

export async function readDraft<TValues>(formationId: string | null): Promise<EditorDraft<TValues> | null> {
  try {
    return ((await get(keyOf(formationId), draftStore())) as EditorDraft<TValues> | undefined) ?? null;
  } catch {
    // Private windows may refuse IndexedDB: the editor still works, only without a local draft.
    return null;
  }
}

export async function writeDraft<TValues>(formationId: string | null, draft: EditorDraft<TValues>): Promise<void> {
  try {
    await set(keyOf(formationId), draft, draftStore());
  } catch {
    // See readDraft.
  }
}

export async function discardDraft(formationId: string | null): Promise<void> {
  try {
    await del(keyOf(formationId), draftStore());
  } catch {
    // See readDraft.
  }
}
