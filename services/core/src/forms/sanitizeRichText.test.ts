import { sanitizeRichText } from './sanitizeRichText';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', async () => {
    expect(
      await sanitizeRichText(
        '<h2>BPCO</h2><p>Le <strong>VEMS</strong> et <em>la CVF</em>.</p><ul><li>un</li></ul><p><a href="https://goldcopd.org">GOLD</a></p>',
      ),
    ).toBe(
      '<h2>BPCO</h2><p>Le <strong>VEMS</strong> et <em>la CVF</em>.</p><ul><li>un</li></ul><p><a href="https://goldcopd.org" rel="noopener noreferrer">GOLD</a></p>',
    );
  });

  it('removes scripts, event handlers, javascript: links, styles and unknown elements', async () => {
    const cleaned = await sanitizeRichText(
      '<p onclick="alert(1)" style="background:url(x)">a</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">b</a><iframe src="https://x"></iframe><a href="//evil.example">c</a>',
    );
    expect(cleaned).not.toMatch(/script|onclick|onerror|javascript|style=|<img|<iframe|evil\.example/);
    expect(cleaned).toContain('<p>a</p>');
  });
});
