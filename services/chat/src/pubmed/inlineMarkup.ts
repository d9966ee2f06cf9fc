/**
 * PubMed's XML keeps the inline formatting of titles and abstracts as elements (`FEV<sub>1</sub>`,
 * `10<sup>9</sup>/L`, `<i>Pseudomonas</i>`). Flattened naively they lose their order or their
 * meaning (`FEV< 50%`); here each becomes text a model reads as the author meant it.
 */

/** A node of fast-xml-parser's ordered output: `{ tag: children[], ':@'?: attributes }` or `{ '#text': text }`. */
export type OrderedNode = Record<string, unknown>;

const SUBSCRIPTS: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  h: 'ₕ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  u: 'ᵤ',
  v: 'ᵥ',
  x: 'ₓ',
};
const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  i: 'ⁱ',
  n: 'ⁿ',
};

/**
 * `1` -> `₁`; what Unicode has no sub- or superscript for is written `_{…}` / `^{…}`, the notation
 * models read as such (`T_{H}2`, `10^{-3}` stays exact where a guess would not).
 */
function shifted(text: string, table: Record<string, string>, mark: '_' | '^'): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const chars = [...trimmed];
  return chars.every((char) => table[char]) ? chars.map((char) => table[char]).join('') : `${mark}{${trimmed}}`;
}

/** The tag of an element node (its only key besides the attributes), or null for a text node. */
export function tagOf(node: OrderedNode): string | null {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text') ?? null;
}

export function childrenOf(node: OrderedNode): OrderedNode[] {
  const tag = tagOf(node);
  const children = tag ? node[tag] : undefined;
  return Array.isArray(children) ? (children as OrderedNode[]) : [];
}

export function attributeOf(node: OrderedNode, name: string): string | null {
  const attributes = node[':@'];
  if (!attributes || typeof attributes !== 'object') return null;
  const value = (attributes as Record<string, unknown>)[`@_${name}`];
  return typeof value === 'string' ? value : null;
}

/** The text of mixed content, in document order; entities were decoded once by the parser. */
function rawText(nodes: OrderedNode[]): string {
  return nodes
    .map((node) => {
      const text = node['#text'];
      if (typeof text === 'string' || typeof text === 'number') return String(text);
      const inner = rawText(childrenOf(node));
      switch (tagOf(node)) {
        case 'sub':
        case 'inf':
          return shifted(inner, SUBSCRIPTS, '_');
        case 'sup':
          return shifted(inner, SUPERSCRIPTS, '^');
        default:
          // i, b, u, sc, mml:math and the rest: their text, without the styling.
          return inner;
      }
    })
    .join('');
}

/** A title's or a paragraph's text: inline elements rendered, whitespace of the pretty-printed XML collapsed. */
export function inlineText(nodes: OrderedNode[]): string {
  return rawText(nodes).replace(/\s+/g, ' ').trim();
}
