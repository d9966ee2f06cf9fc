import type { FormField } from './forms';
/**
 * The text markup of long descriptions (spec 001 section 2: title, b, i, small, u, bullet *, sup,
 * altColor, color=#hex, link=url), as staff type it: [b]gras[/b], [color=#c62828]…[/color],
 * [link=https://…]…[/link], and a line starting with '* ' for a bullet. Designed here (the spec
 * names the tags only); read into a tree that the kit renders as React elements, never as HTML.
 */
export const MARKUP_TAGS = ['title', 'b', 'i', 'small', 'u', 'sup', 'altColor', 'color', 'link'] as const;
export type MarkupTag = (typeof MARKUP_TAGS)[number];

export type MarkupNode = { kind: 'text'; text: string } | { kind: 'tag'; tag: MarkupTag; value: string | null; children: MarkupNode[] };
export type MarkupBlock = { kind: 'paragraph'; lines: MarkupNode[][] } | { kind: 'bullets'; items: MarkupNode[][] } | { kind: 'title'; content: MarkupNode[] };

/** The help note shown on the edit pages whose texts take the markup. */
export const MARKUP_HELP =
  'Mise en forme : [title]Intertitre[/title], [b]gras[/b], [i]italique[/i], [small]petit[/small], [u]souligné[/u], [sup]exposant[/sup], [altColor]couleur du site[/altColor], [color=#c62828]couleur[/color], [link=https://exemple.fr]lien[/link] ; une ligne commençant par « * » est une puce.';

const TAG = /\[(\/?)(title|b|i|small|u|sup|altColor|color|link)(?:=([^\]\n]{1,500}))?\]/g;
const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const LINK = /^(?:https?:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*)$/;

/** Whether a tag's value is one the renderer may use: a #hex colour, an http(s) or site link. */
function acceptedValue(tag: MarkupTag, value: string | undefined): boolean {
  if (tag === 'color') return value !== undefined && COLOUR.test(value);
  if (tag === 'link') return value !== undefined && LINK.test(value);
  return value === undefined;
}

/** One line's inline markup; a tag never closed, closed out of order or with a refused value stays as typed. */
export function parseInline(text: string): MarkupNode[] {
  type Open = { tag: MarkupTag; value: string | null; raw: string; children: MarkupNode[] };
  const root: MarkupNode[] = [];
  const stack: Open[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  const pushText = (value: string) => {
    if (!value) return;
    const target = current();
    const last = target.at(-1);
    if (last?.kind === 'text') last.text += value;
    else target.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [raw, closing, name, value] = match as unknown as [string, string, MarkupTag, string | undefined];
    if (!closing) {
      if (acceptedValue(name, value)) stack.push({ tag: name, value: value ?? null, raw, children: [] });
      else pushText(raw);
      continue;
    }
    const top = stack.at(-1);
    if (!top || top.tag !== name || value !== undefined) {
      pushText(raw);
      continue;
    }
    stack.pop();
    current().push({ kind: 'tag', tag: top.tag, value: top.value, children: top.children });
  }
  pushText(text.slice(at));
  // Tags left open: their opening stays as text, their content is kept.
  while (stack.length > 0) {
    const open = stack.pop() as Open;
    const target = current();
    target.push({ kind: 'text', text: open.raw }, ...open.children);
  }
  return mergeTexts(root);
}

function mergeTexts(nodes: MarkupNode[]): MarkupNode[] {
  const merged: MarkupNode[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.kind === 'text' && last?.kind === 'text') last.text += node.text;
    else merged.push(node.kind === 'tag' ? { ...node, children: mergeTexts(node.children) } : { ...node });
  }
  return merged;
}

const WHOLE_TITLE = /^\[title\]([\s\S]*)\[\/title\]$/;

/**
 * A description's blocks: paragraphs separated by blank lines (a single line break stays a line
 * break), consecutive '* ' lines as one bullet list, a line that is a whole [title] (or the CMS's
 * '# ' line) as an intertitle.
 */
export function parseMarkup(text: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: MarkupNode[][] = [];
  let bullets: MarkupNode[][] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (bullets.length > 0) blocks.push({ kind: 'bullets', items: bullets });
    paragraph = [];
    bullets = [];
  };
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      flush();
      continue;
    }
    const title = WHOLE_TITLE.exec(line)?.[1] ?? (line.startsWith('# ') ? line.slice(2) : null);
    if (title !== null) {
      flush();
      blocks.push({ kind: 'title', content: parseInline(title.trim()) });
    } else if (line.startsWith('* ')) {
      if (paragraph.length > 0) flush();
      bullets.push(parseInline(line.slice(2)));
    } else {
      if (bullets.length > 0) flush();
      paragraph.push(parseInline(line));
    }
  }
  flush();
  return blocks;
}

/** The help note as a form field, shown above the texts that take the markup (never posted). */
export const MARKUP_HELP_FIELD = {
  id: 'markupHelp',
  label: 'Mise en forme des textes',
  type: 'text',
  static: true,
  helperText: MARKUP_HELP,
} as const satisfies FormField;
