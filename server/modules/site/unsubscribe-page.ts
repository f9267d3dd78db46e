import { createHash } from 'node:crypto';
import { RTL_LANGUAGES, type Language } from '../../../contract/constants';
import { siteT, siteTexts } from './site-texts';

const STYLE = [
  'body{margin:0;font:1.125rem/1.6 system-ui,sans-serif;background:#f7f5ef;color:#1d2a1f}',
  'main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px}',
  'h1{font-size:1.5rem;margin:0 0 1rem;color:#2f6b34}',
  'a{display:inline-flex;align-items:center;min-height:48px;color:#2f6b34;font-weight:600}',
].join('');

/** The page allows its own style block by hash and nothing else: no script, no other source. */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * What the unsubscribe link opens: a small server-rendered page in the subscriber's language. It needs
 * no JavaScript, no login and no app shell, so it works from any mail client on any phone.
 */
export function unsubscribePage(language: Language, outcome: { email: string } | null): string {
  const t = siteTexts(language).unsubscribePage;
  const title = outcome ? t.doneTitle : t.invalidTitle;
  const text = outcome ? siteT(language)('unsubscribePage.doneText', { email: outcome.email }) : t.invalidText;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">${escapeHtml(t.home)}</a></p>
</main>
</body>
</html>
`;
}
