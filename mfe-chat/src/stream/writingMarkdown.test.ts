import { parseMarkdown } from '../thread/markdown/markdownBlocks';
import { withOpenSpansClosed } from './writingMarkdown';

/** The text a reader sees of some Markdown: what the page's renderer draws, without the marks. */
function visible(source: string): string {
  type Node = { kind: string; text?: string; children?: Node[] };
  const text = (nodes: Node[]): string => nodes.map((node) => node.text ?? text(node.children ?? [])).join('');
  return parseMarkdown(source)
    .map((block) =>
      block.kind === 'paragraph'
        ? block.lines.map((line) => text(line)).join('\n')
        : block.kind === 'heading'
          ? text(block.content)
          : block.items.map((item) => text(item)).join('\n'),
    )
    .join('\n');
}

describe('an answer being written', () => {
  it('shows its open bold, italic and code spans closed, and drops a mark that opens nothing yet', () => {
    expect(withOpenSpansClosed('Les **biothé')).toBe('Les **biothé**');
    expect(withOpenSpansClosed('Les **')).toBe('Les ');
    expect(withOpenSpansClosed('un *effet')).toBe('un *effet*');
    expect(withOpenSpansClosed('le `FEV')).toBe('le `FEV`');
    expect(withOpenSpansClosed('Les **biothérapies** réduisent')).toBe('Les **biothérapies** réduisent');
  });

  it('only grows as the model writes, token by token', () => {
    const answer = 'Les **biothérapies** réduisent *nettement* les exacerbations (`FEV1` stable).';
    let previous = '';
    for (let length = 1; length <= answer.length; length += 1) {
      const shown = visible(withOpenSpansClosed(answer.slice(0, length)));
      expect(shown.startsWith(previous.trimEnd())).toBe(true);
      previous = shown;
    }
    expect(previous).toBe('Les biothérapies réduisent nettement les exacerbations (FEV1 stable).');
  });
});
