import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from '@canal/contracts';

/**
 * The HTML of the rich-text editor as it may be stored: the editor's own elements only (paragraphs,
 * headings, emphasis, lists, quotes, code, links), links to http(s), mailto or this site only, no
 * attribute but href, no style, no script, no event handler. Run on every save, whatever the
 * browser sent. sanitize-html (and the HTML and CSS parsers it brings, 2 MB of heap) is loaded by the
 * first rich text saved: a live process never saves one.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  }).trim();
}
