/**
 * The subset of Markdown an assistant answer uses, read into plain data (never HTML): paragraphs,
 * headings, bullet and numbered lists; inside them bold, italics, code and links. Anything else
 * stays text, so a model's raw HTML is shown as typed, never run.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] };

/** Only web links: a `javascript:` or `data:` address stays text. */
const safeHref = (href: string) => (/^https?:\/\/[^\s]+$/i.test(href) ? href : null);

const INLINE = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|`([^`]+)`|\[((?:\[[^\]]*\]|[^\]])+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    const [whole, strong, em, code, label, href] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) parts.push({ kind: 'em', children: parseInline(em) });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      parts.push(safe ? { kind: 'link', href: safe, children: parseInline(label) } : { kind: 'text', text: whole });
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const HEADING = /^(#{1,3})\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] = [];
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line.trim() === '') {
      closeParagraph();
    } else if (heading) {
      closeParagraph();
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, content: parseInline(heading[2]) });
    } else if (bullet || numbered) {
      closeParagraph();
      const ordered = numbered !== null;
      const content = parseInline(numbered ? numbered[2] : (bullet?.[1] ?? ''));
      const previous = blocks[blocks.length - 1];
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(content);
      else blocks.push({ kind: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [content] });
    } else {
      paragraph.push(parseInline(line));
    }
  }
  closeParagraph();
  return blocks;
}
