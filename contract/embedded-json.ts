/**
 * JSON safe inside a `<script type="application/json">` element: no `</script>`, no `<!--`, no line
 * separators older JavaScript parsers trip on. The server writes the rendered page's data with it and
 * the browser reads it back with JSON.parse, so the two never disagree.
 */
export function embeddableJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
