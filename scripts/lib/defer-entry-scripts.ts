import type { Plugin } from 'vite';
import { deferredScriptsBlock } from '../../server/lib/ssr/deferred-scripts';

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Moves the entry script and its module preloads from the head of index.html into the deferred block
 * at the end of the body (server/lib/ssr/deferred-scripts.ts): the shell adds them once its body is parsed,
 * and a rendered page has them moved into its head at low priority, after its first pictures.
 * Preloads stay before the script, as Vite wrote them, so the framework's files still start with the entry.
 */
export function deferEntryScripts(): Plugin {
  return {
    name: 'academy:defer-entry-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const preloads = (html.match(MODULE_PRELOAD) ?? []).map((tag) => tag.trim());
        const scripts = (html.match(MODULE_SCRIPT) ?? []).map((tag) => tag.trim());
        if (scripts.length === 0 || !html.includes('</body>')) return html;
        const rest = html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, '');
        return rest.replace('</body>', () => `${deferredScriptsBlock([...preloads, ...scripts].join(''))}</body>`);
      },
    },
  };
}
