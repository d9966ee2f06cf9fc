import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import { useMediaQuery } from './useMediaQuery';

/**
 * zeroRuntime: antd's styles come from its stylesheet, which the kit imports (tools/federation/antdStyles.ts),
 * instead of being computed in the browser. Secondary texts, links and danger colours darker than antd's
 * defaults: every text, placeholders and 'processing' tags ('À venir') included, reaches 4.5:1 (WCAG AA). The light components copy these colours (light/light.css).
 */
const THEME = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#1d5fa8',
    colorInfo: '#1d5fa8',
    colorLink: '#1d5fa8',
    colorError: '#c62828',
    colorSuccess: '#2e7d32',
    colorSuccessBg: '#edf7ed',
    colorSuccessBorder: '#a5d6a7',
    colorWarning: '#a35200',
    colorWarningBg: '#fff4e5',
    colorWarningBorder: '#ffcc80',
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#6b6b6b',
    colorTextPlaceholder: '#6b6b6b',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
};

const REDUCED_MOTION_THEME = { ...THEME, token: { ...THEME.token, motion: false } };

/**
 * antd's French locale, the site's theme and its App context (message, modal, notification), around
 * whatever uses antd: the pages, and the frame's dialogs. The shell fetches this with antd, when a
 * page first needs it: the home page and the frame are drawn without antd.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  // A visitor who asked their system for less motion (WCAG 2.3.3) gets dialogs, menus and messages without animation.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false);
  return (
    <ConfigProvider locale={frFR} theme={reducedMotion ? REDUCED_MOTION_THEME : THEME}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
