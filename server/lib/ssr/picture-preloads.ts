/**
 * The preload scanner finds a rendered page's `<img>` only when it reaches the body, and a slow phone
 * parses the head's inline stylesheets first: on 2G `/courses` asked for its first thumbnails at 1.36 s
 * although its HTML was in at 1.01 s, and the largest paint (the first thumbnail) came that much later.
 * A `<link rel="preload" as="image">` in the head is found in the first bytes, before the page's
 * low-priority scripts (server/lib/ssr/deferred-scripts.ts). It repeats the picture's
 * `srcset` and `sizes`, so the browser picks the same file for both and downloads it once.
 */

const IMG = /<img\b[^>]*>/gi;
/** React writes the attribute `fetchPriority`; HTML attribute names are case-insensitive. */
const HIGH_PRIORITY = /\sfetchpriority="high"/i;

/** The value of an attribute as it stands in the markup (already escaped), or null. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? (match[1] ?? null) : null;
}

/** One `preload` link per high-priority `<img>` of `html`, in document order, for the head. */
export function highPriorityPicturePreloads(html: string): string {
  const links: string[] = [];
  for (const [tag] of html.matchAll(IMG)) {
    if (!HIGH_PRIORITY.test(tag)) continue;
    const src = attribute(tag, 'src');
    if (src === null) continue;
    const srcset = attribute(tag, 'srcset');
    const sizes = attribute(tag, 'sizes');
    links.push(
      `<link rel="preload" as="image" href="${src}"` +
        (srcset === null ? '' : ` imagesrcset="${srcset}"`) +
        (sizes === null ? '' : ` imagesizes="${sizes}"`) +
        ' fetchpriority="high">',
    );
  }
  return links.join('');
}
