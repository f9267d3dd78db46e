import { useEffect } from 'react';
import { WARM_THUMBNAILS_MAX, warmCatalogueThumbnails } from '../thumbnail-warmup';
import { useMirrorQuery } from './use-mirror-query';

/**
 * Keeps every listed course's picture in the worker's cache while online (thumbnail-warmup.ts): the
 * newest courses of the mirror, again whenever a sync changes it. Runs when the browser is idle, so the
 * list on screen never waits for pictures of other pages.
 */
export function useThumbnailWarmup(online: boolean): void {
  const keys = useMirrorQuery(
    async ({ publicDb }) =>
      (await publicDb().formations.orderBy(':id').reverse().limit(WARM_THUMBNAILS_MAX).toArray())
        .map((formation) => formation.thumbnail)
        .filter((key): key is string => key !== null),
    [],
  );
  const signature = keys?.join(' ') ?? '';
  useEffect(() => {
    if (!online || signature === '') return undefined;
    const run = () => warmCatalogueThumbnails(signature.split(' '));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 1_000);
    return () => clearTimeout(timer);
  }, [online, signature]);
}
