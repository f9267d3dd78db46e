import { api, call } from './api';

/**
 * Downloads a file the API serves behind the bearer token (a plain link cannot carry it): fetched as a
 * Blob, then saved under `filename` through a temporary object URL. Failures are ApiErrors.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const blob = await call(() => api.get(path.replace(/^\/+/, '')).blob());
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the Blob to the browser's download; the URL can go once it has started.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
