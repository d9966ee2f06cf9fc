import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Inline } from './markdownBlocks';

function renderInline(parts: Inline[]): ReactNode[] {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(part.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(part.children)}</em>;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'link':
        return (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {renderInline(part.children)}
          </a>
        );
    }
  });
}

/** An assistant answer drawn from its Markdown subset with React elements only: no HTML is ever injected. */
export function MarkdownText({ source }: { source: string }) {
  return (
    <div className="cp-chat-markdown">
      {parseMarkdown(source).map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = (['h3', 'h4', 'h5'] as const)[block.level - 1];
          return <Heading key={index}>{renderInline(block.content)}</Heading>;
        }
        if (block.kind === 'list') {
          const items = block.items.map((item, at) => <li key={at}>{renderInline(item)}</li>);
          return block.ordered ? (
            <ol key={index} start={block.start}>
              {items}
            </ol>
          ) : (
            <ul key={index}>{items}</ul>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, at) => (
              <Fragment key={at}>
                {at > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
