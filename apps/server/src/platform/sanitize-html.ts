import sanitizeHtml from 'sanitize-html';

/**
 * Every HTML field staff can write (promotion content and any later one) passes through here
 * before it is saved; the member site renders it through DOMPurify as well. Only formatting
 * tags, https/mailto links and https images survive; scripts, handlers and styles do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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

export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
