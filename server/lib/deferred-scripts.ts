/**
 * On a first visit over 2G the page's words and pictures and the app's ~150 KB of scripts share one
 * 50 KB/s link: a course card's picture, the largest paint of `/courses`, arrived at 7.3–8.0 s when the
 * route's scripts were preloaded beside it, 2.5–3.1 s without them. The build therefore leaves the
 * page's scripts and module preloads inert in a `<template>` (the preload scanner does not fetch inside
 * one) and a small inline script at the end of the body adds them once the page's most important
 * pictures are in: what the visitor reads first comes first, then the code, on a link that stays busy
 * either way (scripts/lib/defer-entry-scripts.ts).
 */

/** The `<template>` index.html keeps the page's script tags in until they are added. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * Copies each tag of the template into the head once every high-priority picture of the page (the
 * above-the-fold thumbnails, `fetchpriority="high"`) has loaded or failed, at once when there is none,
 * and at the load event or after `DEFERRED_SCRIPTS_MAX_WAIT_MS` at the latest: a picture stalled on a
 * dropping link must not keep the app from starting. It runs after the whole body is parsed and, being a parser-blocking
 * script, after the head's stylesheets. Waiting for the load event itself cost `/` 0.8 s on a slow phone:
 * the browser lays the page out first. Fresh elements, not clones: a script parsed inside a template
 * never runs. Plain ES5; the CSP allows it by hash (server/plugins/security-headers.ts).
 */
export const DEFERRED_SCRIPTS_MAX_WAIT_MS = 2_500;

export const DEFERRED_SCRIPTS_LOADER =
  '(function(){var d=false;function go(){if(d)return;d=true;' +
  `var t=document.getElementById('${DEFERRED_SCRIPTS_ID}');if(!t)return;` +
  'var n=t.content.children;for(var i=0;i<n.length;i++){var e=document.createElement(n[i].localName),a=n[i].attributes;' +
  'for(var j=0;j<a.length;j++)e.setAttribute(a[j].name,a[j].value);document.head.appendChild(e)}}' +
  "var w=[].filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(m){return!m.complete}),k=w.length;" +
  "function one(){if(--k===0)go()}if(k===0)go();" +
  "w.forEach(function(m){m.addEventListener('load',one,{once:true});m.addEventListener('error',one,{once:true})});" +
  `addEventListener('load',go,{once:true});setTimeout(go,${DEFERRED_SCRIPTS_MAX_WAIT_MS})})()`;

const TEMPLATE_END = `</template><script>${DEFERRED_SCRIPTS_LOADER}</script>`;

/**
 * Adds script tags (module preloads) among the page's deferred ones, so they wait with them for the
 * page's first pictures; in a page without the template (a build before it, a test's page) they go in the head.
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
 * Moves the deferred tags into the head, for a page without a high-priority picture (the caller knows
 * which: server/lib/picture-preloads.ts finds them). Such a page has nothing for its scripts to wait
 * for, yet the loader adds them only once the whole body is parsed and laid out: on a slow phone over
 * 2G `/` asked for them at 1.4 s although its HTML was in at 0.76 s. In the head instead,
 * where the preload scanner finds them as the first bytes arrive; module scripts still run only after
 * the page is parsed. They are asked for at low priority: the page's words, styles and icons come first,
 * and Lighthouse's simulation, which counts a high-priority script asked for before the first paint as
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
