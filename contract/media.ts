import { API_BASE } from './constants';

/**
 * Public media URLs. Thumbnails are served as WebP at a few fixed widths only, so caches (the browser's,
 * the service worker's, a CDN's) hold a handful of variants and a phone never downloads a desktop image.
 */
export const THUMBNAIL_WIDTHS = [320, 480, 640, 960] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];
export const THUMBNAIL_ASPECT = 16 / 9;

/** Media keys are content-addressed (`name-hash`), so their URLs never change meaning and cache forever. */
export const MEDIA_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,80}$/;

export const THUMBNAIL_PATH = `${API_BASE}/media/thumbnails`;

export function thumbnailUrl(key: string, width: ThumbnailWidth): string {
  return `${THUMBNAIL_PATH}/${key}/${width}.webp`;
}

/** `srcset` listing every served width, for `<img sizes=…>` to pick from. */
export function thumbnailSrcSet(key: string): string {
  return THUMBNAIL_WIDTHS.map((width) => `${thumbnailUrl(key, width)} ${width}w`).join(', ');
}

/** The nearest served width at or above `wanted`, capped at the largest. */
export function thumbnailWidthFor(wanted: number): ThumbnailWidth {
  return THUMBNAIL_WIDTHS.find((width) => width >= wanted) ?? 960;
}

/** The video of a free-preview lesson: anyone may watch it from the course page, with Range requests. */
export function previewVideoUrl(lessonId: string): string {
  return `${API_BASE}/media/previews/${lessonId}`;
}
