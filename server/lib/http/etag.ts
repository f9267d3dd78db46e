/**
 * `If-None-Match` as RFC 9110 §13.1.2 reads it, for every route that answers 304: `*`, or a list of
 * entity tags compared weakly (`W/"x"` and `"x"` name the same version). Weak comparison is what the
 * RFC asks for here; a proxy or a compression layer may have weakened the tag the client kept.
 * (`If-Range`, which decides whether a byte range still fits, compares strongly and is not this.)
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = withoutWeakness(etag);
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || withoutWeakness(candidate) === opaque;
  });
}

function withoutWeakness(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
