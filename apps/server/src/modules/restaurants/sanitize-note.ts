import sanitizeHtml from 'sanitize-html';

/**
 * The restaurant's confirmation note is HTML typed by staff. The client sanitizes it too
 * (its own allowlist rebuild), but the API must not hand out scripts or event handlers to any other consumer:
 * only formatting, lists and links survive, and links only to http(s) or mailto/tel.
 */
export function sanitizeNote(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      'ul',
      'ol',
      'li',
      'a',
      'span',
      'h3',
      'h4',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}
