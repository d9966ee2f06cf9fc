import { Tag } from 'antd';

/** The session's theme, in the theme's colour. */
export function ThemeTag({ name, color }: { name: string; color: string }) {
  if (!name) return null;
  return (
    <Tag color={color} variant="solid">
      {name}
    </Tag>
  );
}
