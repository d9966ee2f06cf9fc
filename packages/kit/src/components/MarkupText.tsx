import type { ReactNode } from 'react';
import { parseMarkup, type MarkupNode } from '@canal/contracts/core';
import { isEditorHtml, LazyRichHtml } from '../richText/lazyRichText';
import '../light/light.css';

function Inline({ nodes }: { nodes: readonly MarkupNode[] }) {
  const render = (node: MarkupNode, key: number): ReactNode => {
    if (node.kind === 'text') return node.text;
    const children = node.children.map(render);
    switch (node.tag) {
      case 'b':
        return <strong key={key}>{children}</strong>;
      case 'i':
        return <em key={key}>{children}</em>;
      case 'u':
        return <u key={key}>{children}</u>;
      case 'small':
        return <small key={key}>{children}</small>;
      case 'sup':
        return <sup key={key}>{children}</sup>;
      case 'altColor':
        return (
          <span key={key} style={{ color: 'var(--cp-primary)' }}>
            {children}
          </span>
        );
      case 'color':
        return (
          <span key={key} style={{ color: node.value ?? undefined }}>
            {children}
          </span>
        );
      case 'link': {
        const external = node.value?.startsWith('http') ?? false;
        return (
          <a key={key} href={node.value ?? undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      }
      case 'title':
        return (
          <strong key={key} style={{ fontSize: '1.1em' }}>
            {children}
          </strong>
        );
    }
  };
  return <>{nodes.map(render)}</>;
}

/**
 * A description written with the staff markup ([b], [color=#hex], [link=url], '* ' bullets...),
 * rendered as React elements: text is never read as HTML, and only #hex colours and http(s) or
 * site links are used (parseMarkup), so nothing typed can inject a script or a style. Light (no
 * antd): the news carousel of the home page shows it.
 */
export function MarkupText({ text, titleLevel = 3 }: { text: string; titleLevel?: 2 | 3 | 4 }) {
  // A long description written in the rich-text editor is HTML (sanitised by the server and again here).
  if (isEditorHtml(text)) return <LazyRichHtml html={text} />;
  const Title = `h${titleLevel}` as const;
  return (
    <div className="cp-markup">
      {parseMarkup(text).map((block, index) => {
        if (block.kind === 'title') {
          return (
            <Title key={index} className="cp-title" style={{ fontSize: 18, marginTop: 16 }}>
              <Inline nodes={block.content} />
            </Title>
          );
        }
        if (block.kind === 'bullets') {
          return (
            <ul key={index} style={{ margin: '0 0 12px', paddingLeft: 22 }}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inline nodes={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="cp-paragraph" style={{ marginBottom: 12 }}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Inline nodes={line} />
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
