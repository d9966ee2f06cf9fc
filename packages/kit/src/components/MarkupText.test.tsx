import { renderToString } from 'react-dom/server';
import { MarkupText } from './MarkupText';

describe('MarkupText', () => {
  it('renders the markup as elements: bold, colour, link, bullets, intertitle', () => {
    const html = renderToString(
      <MarkupText
        text={
          '[title]À retenir[/title]\nLe [b]VEMS[/b] en [color=#c62828]rouge[/color], voir [link=https://goldcopd.org]GOLD[/link] et [link=/help]l’aide[/link].\n\n* un\n* deux'
        }
      />,
    );
    expect(html).toContain('<strong>VEMS</strong>');
    expect(html).toContain('<span style="color:#c62828">rouge</span>');
    expect(html).toContain('<a href="https://goldcopd.org" target="_blank" rel="noopener noreferrer">GOLD</a>');
    expect(html).toContain('<a href="/help">l’aide</a>');
    expect(html).toMatch(/<ul[^>]*><li>un<\/li><li>deux<\/li><\/ul>/);
    expect(html).toMatch(/<h3[^>]*>À retenir<\/h3>/);
  });

  it('never lets typed text become markup: scripts, handlers, javascript: links and CSS stay text', () => {
    const html = renderToString(
      <MarkupText text={'<script>alert(1)</script> <img src=x onerror=alert(1)> [link=javascript:alert(1)]x[/link] [color=red;background:url(x)]y[/color]'} />,
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|style="[^"]*background/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[link=javascript:alert(1)]x[/link]');
  });
});
