/**
 * The assistant's answers are HTML made here from text, never HTML passed through: every character of
 * a provider's or the catalogue's text is escaped, and the only markup is what this file writes itself
 * (p, ul/li, strong, br, and links to the academy's own routes). A `<script>`, an `onerror` or a
 * `javascript:` link from a model therefore arrives as visible text. The widget sanitises again.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Control characters other than tab and newline are dropped (NUL, bidi overrides stay harmless text otherwise). */
function stripControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const INTERNAL_ROUTE = new RegExp(
  `^/(?:course/${UUID}(?:/enroll|/study\\?lesson=${UUID})?|courses|faq|help|contact|about|register|login)$`,
  'i',
);

/** A path the answer may link to: one of the academy's own pages, nothing else (no scheme, no host, no query but a lesson's id). */
export function isInternalRoute(href: string): boolean {
  return INTERNAL_ROUTE.test(href);
}

export function link(href: string, label: string): string {
  if (!isInternalRoute(href)) return escapeHtml(label);
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

/** `**bold**` and `[label](/route)` inside one escaped line; a link elsewhere keeps only its label. */
function inline(line: string): string {
  const out: string[] = [];
  const pattern = /\[([^\]\n]{1,200})\]\(([^)\s]{1,300})\)|\*\*([^*\n]{1,300})\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    out.push(escapeHtml(line.slice(last, match.index)));
    if (match[1] !== undefined && match[2] !== undefined) out.push(link(match[2], match[1]));
    else if (match[3] !== undefined) out.push(`<strong>${escapeHtml(match[3])}</strong>`);
    last = match.index + match[0].length;
  }
  out.push(escapeHtml(line.slice(last)));
  return out.join('');
}

/**
 * A model's text as HTML: blank lines part paragraphs, lines starting with "-", "*", "•" or "1." make a
 * list, other line breaks stay; markdown beyond that shows as typed.
 */
export function textToHtml(text: string): string {
  const blocks = stripControls(text)
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const bullet = /^(?:[-*•]|\d{1,2}[.)])\s+/;
    if (lines.every((line) => bullet.test(line))) {
      html.push(`<ul>${lines.map((line) => `<li>${inline(line.replace(bullet, ''))}</li>`).join('')}</ul>`);
    } else {
      html.push(`<p>${lines.map(inline).join('<br>')}</p>`);
    }
  }
  return html.join('');
}
