import { MarkupText } from '@canal/kit';

/** The page's text, written with the staff markup ('# ' or [title] intertitles, paragraphs, bullets). */
export function StaticText({ content }: { content: string }) {
  return (
    <article style={{ maxWidth: 820, fontSize: 15, lineHeight: 1.7 }}>
      <MarkupText text={content} />
    </article>
  );
}
