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

/**
 * An assistant answer drawn from its Markdown subset with React elements only: no HTML is ever
 * injected. `trailing` ends the last block (the caret of an answer being written).
 */
export function MarkdownText({ source, trailing }: { source: string; trailing?: ReactNode }) {
  const blocks = parseMarkdown(source);
  if (blocks.length === 0) return <div className="cp-chat-markdown">{trailing}</div>;
  return (
    <div className="cp-chat-markdown">
      {blocks.map((block, index) => {
        const end = index === blocks.length - 1 ? trailing : null;
        if (block.kind === 'heading') {
          const Heading = (['h3', 'h4', 'h5'] as const)[block.level - 1];
          return (
            <Heading key={index}>
              {renderInline(block.content)}
              {end}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const items = block.items.map((item, at) => (
            <li key={at}>
              {renderInline(item)}
              {at === block.items.length - 1 && end}
            </li>
          ));
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
            {end}
          </p>
        );
      })}
    </div>
  );
}
