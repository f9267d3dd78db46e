/**
 * On a first visit over 2G the page's words and pictures and the app's ~150 KB of scripts share one
 * 50 KB/s link: a course card's picture, the largest paint of `/courses`, arrived at 7.3–8.0 s when the
 * route's scripts were preloaded beside it, 2.5–3.1 s without them. The build therefore leaves the
 * page's scripts and module preloads inert in a `<template>` (the preload scanner does not fetch inside
 * one). The server moves them into the head of every page it renders, at low priority, after the
 * preloads of the page's first pictures (`hoistDeferredScripts`): the browser asks for the pictures
 * first and gives the scripts what the link has left. The shell, which the server does not render,
 * keeps them in the template, and a small inline script at the end of its body adds them
 * (scripts/lib/defer-entry-scripts.ts).
 */

/** The `<template>` index.html keeps the page's script tags in until they are added. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * Copies each tag of the template into the head. It runs at the end of the body, after the whole body is
 * parsed and, being a parser-blocking script, after the head's stylesheets; only the shell uses it (a
 * rendered page has its tags moved into the head, `hoistDeferredScripts`). Fresh elements, not clones: a
 * script parsed inside a template never runs. Plain ES5; the CSP allows it by hash
 * (server/plugins/security-headers.ts).
 *
 * It used to wait for the page's high-priority pictures as well (a rendered catalogue page's first
 * thumbnails), when the scripts were asked for at the default priority. Asked for at low priority from
 * the head, they no longer hold the pictures back, and the wait cost the catalogue's pages their
 * hydration time (docs/performance-log.md).
 */
export const DEFERRED_SCRIPTS_LOADER =
  '(function(){' +
  `var t=document.getElementById('${DEFERRED_SCRIPTS_ID}');if(!t)return;` +
  'var n=t.content.children;for(var i=0;i<n.length;i++){var e=document.createElement(n[i].localName),a=n[i].attributes;' +
  'for(var j=0;j<a.length;j++)e.setAttribute(a[j].name,a[j].value);document.head.appendChild(e)}})()';

const TEMPLATE_END = `</template><script>${DEFERRED_SCRIPTS_LOADER}</script>`;

/**
 * Adds script tags (module preloads) among the page's deferred ones, so they move or load with them; in a
 * page without the template (a build before it, a test's page) they go in the head.
 */
export function addDeferredScriptTags(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf(TEMPLATE_END);
  if (at >= 0) return html.slice(0, at) + tags + html.slice(at);
  const headEnd = html.indexOf('</head>');
  return headEnd < 0 ? html : html.slice(0, headEnd) + tags + html.slice(headEnd);
}

const TEMPLATE_START = `<template id="${DEFERRED_SCRIPTS_ID}">`;

/**
 * Moves the deferred tags into the head of a rendered page, and drops the loader. In the head the preload
 * scanner finds them as the first bytes arrive, where the loader would add them only once the whole body
 * is parsed and laid out: on a slow phone over 2G `/` asked for them at 1.4 s although its HTML was in at
 * 0.76 s. Module scripts still run only after the page is parsed. They are asked for at low priority: the
 * page's words, styles, icons and first pictures (preloaded from the head before them) come first, and
 * Lighthouse's simulation, which counts a high-priority script asked for before the first paint as
 * render-blocking, put that paint at 2.2–2.5 s instead of 0.8 s.
 */
export function hoistDeferredScripts(html: string): string {
  const start = html.indexOf(TEMPLATE_START);
  const end = html.indexOf(TEMPLATE_END, start);
  const headEnd = html.indexOf('</head>');
  if (start < 0 || end < 0 || headEnd < 0 || headEnd > start) return html;
  const tags = html.slice(start + TEMPLATE_START.length, end).replace(/<(script|link)\b/g, '<$1 fetchpriority="low"');
  const body = html.slice(0, start) + html.slice(end + TEMPLATE_END.length);
  return body.slice(0, headEnd) + tags + body.slice(headEnd);
}

/** The deferred block for the end of `<body>`: the template with `tags`, then the loader. */
export function deferredScriptsBlock(tags: string): string {
  return `${TEMPLATE_START}${tags}${TEMPLATE_END}`;
}
