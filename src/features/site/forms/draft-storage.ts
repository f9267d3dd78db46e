/**
 * Unsent form text, kept per form in sessionStorage: a reload, a crash of the tab or a failed send
 * never loses what the visitor typed, and closing the tab forgets it (nothing lingers on a shared phone).
 */
const PREFIX = 'site-form-draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft<F extends string>(formId: string, fields: readonly F[]): Partial<Record<F, string>> {
  const raw = storage()?.getItem(PREFIX + formId);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function writeDraft(formId: string, values: Record<string, string>): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.values(values).some((value) => value.trim() !== '')) store.setItem(PREFIX + formId, JSON.stringify(values));
    else store.removeItem(PREFIX + formId);
  } catch {
    // Storage full or disabled: the text stays in the form, only the reload safety net is lost.
  }
}

export function clearDraft(formId: string): void {
  storage()?.removeItem(PREFIX + formId);
}
