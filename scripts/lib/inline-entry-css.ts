import type { Plugin } from 'vite';

/** Marks a `<style>` block that replaced a linked style sheet, so the budget script knows it is not fetched. */
export const INLINED_FROM_ATTRIBUTE = 'data-inlined-from';

/**
 * Puts the entry's style sheet itself inside index.html, its `<link>` kept but disabled. On a first
 * visit over 2G a separate, render-blocking request costs a round trip (0.5–1 s) before anything
 * paints; a few KB more in the HTML cost far less. The server's CSP allows the block by hash
 * (server/plugins/security-headers.ts). The file stays in the build for the manifest and precache.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'academy:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // The disabled link is never fetched by the browser, but it tells Vite's loader the sheet is in:
          // a chunk that reaches the entry through another lists the entry's sheet among the files to
          // load with it (the catalogue's mirror, say), and the loader fetched it again for lack of a link.
          return `<style ${INLINED_FROM_ATTRIBUTE}="${fileName}">${css.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
