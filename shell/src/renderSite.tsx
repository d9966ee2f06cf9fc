import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteSettings } from '@canal/contracts/core';
import { App } from './App';
import type { SiteRoute } from './routes/siteRouteTable';

/** Mounts the site in #root as a transition: React yields to the browser while it mounts the first page. */
export function renderSite(site: SiteSettings, routes: SiteRoute[] | null): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(<App site={site} routes={routes} />));
}
