import { parseInline, parseMarkdown } from './markdownBlocks';

describe('the answers’ Markdown', () => {
  it('reads bold, italics, code and web links, with a citation link inside brackets', () => {
    expect(parseInline('Les **biothérapies** *réduisent* `x` ([[1]](https://pubmed.ncbi.nlm.nih.gov/36000001/)).')).toEqual([
      { kind: 'text', text: 'Les ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'biothérapies' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'réduisent' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: ' (' },
      { kind: 'link', href: 'https://pubmed.ncbi.nlm.nih.gov/36000001/', children: [{ kind: 'text', text: '[1]' }] },
      { kind: 'text', text: ').' },
    ]);
  });

  it('keeps unsafe links and raw HTML as plain text', () => {
    const parts = parseInline('[clic](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
    expect(parts.map((part) => (part.kind === 'text' ? part.text : '')).join('')).toBe('[clic](javascript:alert(1)) <img src=x onerror=alert(1)>');
  });

  it('splits paragraphs, headings and lists', () => {
    const blocks = parseMarkdown('Réponse.\nSuite.\n\n**Références**\n\n1. Premier\n2. Second\n\n- point');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'paragraph', 'list', 'list']);
    expect(blocks[0]).toEqual({ kind: 'paragraph', lines: [[{ kind: 'text', text: 'Réponse.' }], [{ kind: 'text', text: 'Suite.' }]] });
    expect(blocks[2]).toMatchObject({
      kind: 'list',
      ordered: true,
      start: 1,
      items: [[{ kind: 'text', text: 'Premier' }], [{ kind: 'text', text: 'Second' }]],
    });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: false });
    expect(parseMarkdown('## Titre')[0]).toEqual({ kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Titre' }] });
  });
});
