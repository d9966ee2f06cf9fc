/**
 * What the rich-text editor may write, read by both sides: the server sanitises every save to it
 * (services/core sanitizeRichText) and the page sanitises again to it before showing (the kit's
 * RichHtml), so the two lists can never drift apart.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sup',
  'sub',
  'small',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
];

/** The only attributes kept, on links. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'target', 'rel'];
