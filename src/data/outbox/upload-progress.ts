/**
 * How far each outbox upload sent from this page has gone, for the progress bars: a small in-memory
 * store (progress is only meaningful while this page sends; the worker's sends report none).
 */
export interface UploadProgress {
  loaded: number;
  total: number;
}

const progress = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function setUploadProgress(rowId: string, value: UploadProgress | null): void {
  if (value) progress.set(rowId, value);
  else progress.delete(rowId);
  notify();
}

export function uploadProgressOf(rowId: string): UploadProgress | null {
  return progress.get(rowId) ?? null;
}

export function onUploadProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
