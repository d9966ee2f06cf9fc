import { Typography } from '@canal/kit';

/** A long text typed by staff, its line breaks kept (never parsed as HTML). */
export function TextBlock({ text }: { text: string }) {
  return <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{text}</Typography.Paragraph>;
}
