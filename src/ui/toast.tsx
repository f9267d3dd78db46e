import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiText } from './bidi-text';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const TOAST_MS = 6000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a short message in the live region; callers pass text already translated, data values `isolate()`d. */
export function showToast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <li className={`toast toast--${toast.tone}`}>
      <span className="toast__message">
        <BidiText text={toast.message} />
      </span>
      <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)} aria-label={t('ui.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The one live region for toasts, mounted by the app layout; it exists before any toast so it is announced. */
export function ToastRegion() {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <section className="toasts" aria-label={t('ui.notifications')}>
      <ol className="toasts__list" aria-live="polite" aria-relevant="additions">
        {current.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
