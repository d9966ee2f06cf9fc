import { gatewayApi, type SiteSettings } from '@canal/contracts/core';
import { callEndpoint, refreshSession } from '@canal/kit/core';
import { KIT_PARTS } from './federation/kitParts';
import { startLoadingPageAt } from './federation/loadRemotePage';
import { registerRemoteRegistry } from './federation/registerRemoteRegistry';
import { fetchAntdFor } from './frame/AntdScope';
import { nextTask } from './nextTask';
import { routeAt } from './routes/routeTable';

async function loadSite(): Promise<SiteSettings> {
  return (await callEndpoint(gatewayApi.site, {})).data;
}

/** Nothing calls these at start: referencing them is what makes the shell provide the kit's lazy parts. */
export const providedKitParts = KIT_PARTS;

/**
 * The start, after the contracts' core (index.ts): first what asks the server (the session, the
 * site, the remotes, the opened page's calls), so that the requests leave at once; then react-dom
 * and the frame (renderSite), evaluated in the next task. One task of all three was 250 ms on a
 * phone's CPU, the longest of the first load. index.html preloads the files of every part.
 */
async function start(): Promise<void> {
  void refreshSession();
  const opened = routeAt(window.location.pathname);
  opened?.askEarly?.();
  fetchAntdFor(opened);
  const remotesKnown = registerRemoteRegistry()
    .then(() => startLoadingPageAt(window.location.pathname))
    .catch((error: unknown) => console.error(error));
  const rendering = nextTask().then(() => import('./renderSite'));
  const [site, { renderSite }] = await Promise.all([loadSite(), rendering, remotesKnown]);
  document.title = site.title;
  renderSite(site);
}

void start();
