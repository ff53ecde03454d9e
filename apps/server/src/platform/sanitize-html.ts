import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';

// Loaded the first time staff save HTML, not at start: sanitize-html and its parser are
// ~5 MB of an idle server's memory. A CommonJS package, so it loads synchronously.
const requireCjs = createRequire(import.meta.url);
let sanitizer: ((html: string) => string) | undefined;

/**
 * Every HTML field staff can write (promotion content and any later one) passes through here
 * before it is saved; the member site renders it through DOMPurify as well. Only formatting
 * tags, https/mailto links and https images survive; scripts, handlers and styles do not.
 */
function buildSanitizer(): (html: string) => string {
  const sanitizeHtml = requireCjs('sanitize-html') as typeof sanitizeHtmlType;
  const options: sanitizeHtmlType.IOptions = {
    allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'), 'img', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  };
  return (html) => sanitizeHtml(html, options);
}

export function sanitizeStaffHtml(html: string): string {
  sanitizer ??= buildSanitizer();
  return sanitizer(html);
}
