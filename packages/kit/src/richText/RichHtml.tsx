import DOMPurify from 'dompurify';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from '@canal/contracts';
import './richTextEditor.css';

/**
 * HTML written in the rich-text editor, shown as such. The server sanitised it before storing it;
 * it is sanitised again here, so a page never trusts what it did not check itself.
 */
export default function RichHtml({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES],
  });
  return <div className="cp-rich-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
