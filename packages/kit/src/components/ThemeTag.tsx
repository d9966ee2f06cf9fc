import { Tag } from 'antd';
import { backgroundForWhiteText } from '../format/readableColour';

/** The session's theme, in the theme's colour (darkened if needed so that its name stays readable). */
export function ThemeTag({ name, color }: { name: string; color: string }) {
  if (!name) return null;
  return (
    <Tag color={backgroundForWhiteText(color)} variant="solid">
      {name}
    </Tag>
  );
}
