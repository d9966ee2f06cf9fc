import { parseInline, parseMarkup } from './markup';

describe('parseInline', () => {
  it('reads nested tags and keeps the text around them', () => {
    expect(parseInline('Le [b]VEMS [i]après[/i] bronchodilatateur[/b] reste la référence.')).toEqual([
      { kind: 'text', text: 'Le ' },
      {
        kind: 'tag',
        tag: 'b',
        value: null,
        children: [
          { kind: 'text', text: 'VEMS ' },
          { kind: 'tag', tag: 'i', value: null, children: [{ kind: 'text', text: 'après' }] },
          { kind: 'text', text: ' bronchodilatateur' },
        ],
      },
      { kind: 'text', text: ' reste la référence.' },
    ]);
  });

  it('keeps a colour only as #hex and a link only to http(s) or this site', () => {
    expect(parseInline('[color=#c62828]rouge[/color]')).toEqual([{ kind: 'tag', tag: 'color', value: '#c62828', children: [{ kind: 'text', text: 'rouge' }] }]);
    expect(parseInline('[link=/help]aide[/link]')[0]).toMatchObject({ tag: 'link', value: '/help' });
    expect(parseInline('[link=https://goldcopd.org/rapport]GOLD[/link]')[0]).toMatchObject({ tag: 'link', value: 'https://goldcopd.org/rapport' });
  });

  it('leaves as plain text what could inject: scripts, javascript: links, CSS in a colour, event handlers, protocol-relative links', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ kind: 'text', text: '<script>alert(1)</script>' }]);
    expect(parseInline('[link=javascript:alert(1)]clic[/link]')).toEqual([{ kind: 'text', text: '[link=javascript:alert(1)]clic[/link]' }]);
    expect(parseInline('[color=red;background:url(//x.fr/a)]x[/color]')).toEqual([{ kind: 'text', text: '[color=red;background:url(//x.fr/a)]x[/color]' }]);
    expect(parseInline('[link=https://x.fr" onmouseover="alert(1)]x[/link]')).toEqual([
      { kind: 'text', text: '[link=https://x.fr" onmouseover="alert(1)]x[/link]' },
    ]);
    expect(parseInline('[link=//evil.example]x[/link]')[0]).toEqual({ kind: 'text', text: '[link=//evil.example]x[/link]' });
    expect(parseInline('[b onclick=alert(1)]x[/b]')).toEqual([{ kind: 'text', text: '[b onclick=alert(1)]x[/b]' }]);
  });

  it('shows tags never closed or closed out of order as typed', () => {
    expect(parseInline('[b]gras sans fin')).toEqual([{ kind: 'text', text: '[b]gras sans fin' }]);
    // [/b] inside [i] closes nothing: it stays as text; [i] is closed, [b] never is.
    expect(parseInline('[b]a[i]b[/b]c[/i]')).toEqual([
      { kind: 'text', text: '[b]a' },
      { kind: 'tag', tag: 'i', value: null, children: [{ kind: 'text', text: 'b[/b]c' }] },
    ]);
  });
});

describe('parseMarkup', () => {
  it('makes paragraphs, bullet lists and intertitles', () => {
    const blocks = parseMarkup('[title]À retenir[/title]\nPremière ligne\nseconde ligne\n\n* un\n* [b]deux[/b]\n# Suite');
    expect(blocks.map((block) => block.kind)).toEqual(['title', 'paragraph', 'bullets', 'title']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', lines: [[{ kind: 'text', text: 'Première ligne' }], [{ kind: 'text', text: 'seconde ligne' }]] });
    expect(blocks[2]).toMatchObject({ kind: 'bullets', items: [[{ text: 'un' }], [{ tag: 'b' }]] });
  });
});
