import DOMPurify from 'dompurify';
import './richTextEditor.css';

/**
 * HTML written in the rich-text editor, shown as such. The server sanitised it before storing it;
 * it is sanitised again here, so a page never trusts what it did not check itself.
 */
export default function RichHtml({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
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
    ],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
  });
  return <div className="cp-rich-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
