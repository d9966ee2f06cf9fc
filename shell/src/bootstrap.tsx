import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { gatewayApi, type SiteSettings } from '@canal/contracts/core';
import { callEndpoint, refreshSession } from '@canal/kit/core';
import { App } from './App';
import { KIT_PARTS } from './federation/kitParts';
import { startLoadingPageAt } from './federation/loadRemotePage';
import { registerRemoteRegistry } from './federation/registerRemoteRegistry';
import { routeAt } from './routes/routeTable';

async function loadSite(): Promise<SiteSettings> {
  return (await callEndpoint(gatewayApi.site, {})).data;
}

/** Nothing calls these at start: referencing them is what makes the shell provide the kit's lazy parts. */
export const providedKitParts = KIT_PARTS;

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  void refreshSession();
  routeAt(window.location.pathname)?.askEarly?.();
  const remotesKnown = registerRemoteRegistry()
    .then(() => startLoadingPageAt(window.location.pathname))
    .catch((error: unknown) => console.error(error));
  const [site] = await Promise.all([loadSite(), remotesKnown]);
  document.title = site.title;
  // A transition lets React yield to the browser while it mounts the first page (no task of hundreds of ms on a phone).
  startTransition(() => root.render(<App site={site} />));
}

void start();
