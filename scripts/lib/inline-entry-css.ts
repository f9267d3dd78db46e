import type { Plugin } from 'vite';
import { inlinedSheet } from '../../server/lib/ssr/inlined-sheet';

/**
 * Puts the entry's style sheet itself inside index.html, its `<link>` kept but never fetched. On a first
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
          // A chunk that reaches the entry through another lists the entry's sheet among the files to load
          // with it (the catalogue's mirror, say): the kept link tells Vite's loader the sheet is in.
          return inlinedSheet(fileName, css);
        });
      },
    },
  };
}
