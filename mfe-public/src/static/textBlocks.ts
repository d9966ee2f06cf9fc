export type TextBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

/**
 * A static page's plain text as blocks: paragraphs are separated by blank lines, and a
 * paragraph starting with '# ' is a sub-heading. Rendered as text, never as HTML.
 */
export function textBlocks(content: string): TextBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => (block.startsWith('# ') ? { kind: 'heading', text: block.slice(2).trim() } : { kind: 'paragraph', text: block }));
}
