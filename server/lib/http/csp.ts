import { createHash } from 'node:crypto';

/**
 * Inline blocks the Content-Security-Policy allows by hash, never by 'unsafe-inline': index.html's
 * start-up loader (its CSS and its language script), the deferred-scripts loader, and the stylesheets a
 * server-rendered page carries inline (server/lib/ssr/ssr-page.ts).
 */

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** A CSP source for each `<style>` block of `html`. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sha256Source(match[1] ?? ''));
}

/** A CSP source for each inline `<script>` of `html` (those with a `src` are allowed by origin). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc\s*=/.test(match[1] ?? '')) continue;
    hashes.push(sha256Source(match[2] ?? ''));
  }
  return hashes;
}

/** `policy` with `extra` sources added to its script-src and style-src, for one answer that carries more inline blocks. */
export function withInlineSources(policy: string, extra: { script?: readonly string[]; style?: readonly string[] }): string {
  const add = (directive: string, sources: readonly string[] | undefined, text: string) =>
    sources && sources.length > 0
      ? text.replace(new RegExp(`${directive} ([^;]*)`), (_all, current: string) => `${directive} ${current} ${sources.join(' ')}`)
      : text;
  return add('style-src', extra.style, add('script-src', extra.script, policy));
}
