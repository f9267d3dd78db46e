import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` for the current page (search results and link previews show it)
 * and puts back the previous one when the page goes, so other routes keep the site-wide text.
 */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
    const element = meta;
    return () => {
      if (previous === null) element.remove();
      else element.content = previous;
    };
  }, [text]);
}
