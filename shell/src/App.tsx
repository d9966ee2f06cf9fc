import { useMemo } from 'react';
import { BrowserRouter } from '@canal/kit/router';
import { App as AntApp, ConfigProvider, frFR, kitStore, universeLinksAtom } from '@canal/kit';
import { SiteRoutes } from './routes/SiteRoutes';
import { SiteContext } from './site/SiteContext';
import type { SiteSettings } from '@canal/contracts';

/**
 * zeroRuntime: antd's styles come from its stylesheet, which the kit imports (tools/federation/antdStyles.ts),
 * instead of being computed in the browser. Secondary texts, links and danger colours darker than antd's
 * defaults: every text reaches 4.5:1 on white (WCAG AA).
 */
const THEME = { zeroRuntime: true, token: { colorPrimary: '#1d5fa8', colorLink: '#1d5fa8', colorError: '#c62828', colorSuccess: '#2e7d32', colorSuccessBg: '#edf7ed', colorSuccessBorder: '#a5d6a7', colorWarning: '#a35200', colorWarningBg: '#fff4e5', colorWarningBorder: '#ffcc80', colorTextSecondary: '#595959', colorTextDescription: '#595959', colorTextTertiary: '#6b6b6b', borderRadius: 6, fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" } };

export function App({ site }: { site: SiteSettings }) {
  // Remotes build event links with the kit's useEventPath: it reads the site's setting from the kit's store.
  useMemo(() => kitStore.set(universeLinksAtom, site.universeLinks), [site.universeLinks]);
  return (
    <SiteContext.Provider value={site}>
      <ConfigProvider locale={frFR} theme={THEME}>
        <AntApp>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </SiteContext.Provider>
  );
}
