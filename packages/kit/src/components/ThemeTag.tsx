import { backgroundForWhiteText } from '../format/readableColour';
import { LightTag } from '../light/LightTag';

/** The session's theme, in the theme's colour (darkened if needed so that its name stays readable). */
export function ThemeTag({ name, color }: { name: string; color: string }) {
  if (!name) return null;
  return <LightTag color={backgroundForWhiteText(color)}>{name}</LightTag>;
}
