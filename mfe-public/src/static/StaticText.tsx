import { Typography } from '@canal/kit';
import { textBlocks } from './textBlocks';

/** The page's text: sub-headings and paragraphs (line breaks kept). */
export function StaticText({ content }: { content: string }) {
  return (
    <article style={{ maxWidth: 820 }}>
      {textBlocks(content).map((block, index) =>
        block.kind === 'heading' ? (
          <Typography.Title key={index} level={3} style={{ marginTop: 28 }}>
            {block.text}
          </Typography.Title>
        ) : (
          <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-line', fontSize: 15, lineHeight: 1.7 }}>
            {block.text}
          </Typography.Paragraph>
        ),
      )}
    </article>
  );
}
