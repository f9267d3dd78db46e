import { useCallback, useSyncExternalStore } from 'react';
import { onUploadProgress, uploadProgressOf, type UploadProgress } from '../../../data/outbox/upload-progress';

/** How far this page's upload of one outbox row has gone, or null when it is not being sent from here. */
export function useUploadProgress(rowId: string | null): UploadProgress | null {
  const snapshot = useCallback(() => (rowId ? uploadProgressOf(rowId) : null), [rowId]);
  return useSyncExternalStore(onUploadProgress, snapshot, snapshot);
}
