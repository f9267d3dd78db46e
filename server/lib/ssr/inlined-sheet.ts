/** Marks a `<style>` block that replaced a linked style sheet, so the budget script knows it is not fetched. */
export const INLINED_FROM_ATTRIBUTE = 'data-inlined-from';

/**
 * Not a style language: HTML has browsers not fetch a `<link rel="stylesheet">` whose type they do not
 * support (checked in Chromium 150: no request). `disabled` alone is not enough: Chromium 150 still
 * fetched a disabled sheet (a wasted download on each first visit), where 156 does not.
 */
export const INLINED_SHEET_TYPE = 'text/x-inlined';

/**
 * A style sheet's content inside the page, followed by a link to the same file that no browser fetches or
 * applies. The link is for Vite's loader: before a chunk runs it loads the sheets the chunk lists unless a
 * stylesheet link with that address is already in the document, so without it the sheet travelled twice.
 */
export function inlinedSheet(fileName: string, css: string): string {
  const style = `<style ${INLINED_FROM_ATTRIBUTE}="${fileName}">${css.replaceAll('</style', '<\\/style')}</style>`;
  return `${style}<link rel="stylesheet" href="/${fileName}" type="${INLINED_SHEET_TYPE}" disabled>`;
}
