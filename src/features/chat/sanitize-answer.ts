import DOMPurify from 'dompurify';

/**
 * The assistant's HTML is made by the server from escaped text, and sanitised again here before it is
 * rendered: only the few tags the server writes, links only to the academy's own pages.
 */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a'];
// A path of the academy's own, optionally naming the lesson to open (`/course/{id}/study?lesson={uuid}`).
const INTERNAL_HREF = /^\/(?!\/)[\w\-/]*(\?lesson=[0-9a-f-]{36})?$/;

let hooked = false;

export function sanitizeAnswer(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!INTERNAL_HREF.test(href)) node.removeAttribute('href');
      }
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false });
}
