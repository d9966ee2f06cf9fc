import { gatewayApi, type SiteSettings } from '@canal/contracts/core';
import { askEarly, callEndpoint, refreshSession } from '@canal/kit/core';
import { KIT_PARTS } from './federation/kitParts';
import { startLoadingPage } from './federation/loadRemotePage';
import { registerRemoteRegistry } from './federation/registerRemoteRegistry';
import { fetchAntdFor } from './frame/AntdScope';
import { nextTask } from './nextTask';
import { routeAt, siteRoutesOf, type SiteRoute } from './routes/siteRouteTable';

async function loadSite(): Promise<SiteSettings> {
  return (await callEndpoint(gatewayApi.site, {})).data;
}

/** Nothing calls these at start: referencing them is what makes the shell provide the kit's lazy parts. */
export const providedKitParts = KIT_PARTS;

/**
 * The page opened, as soon as the registry has said which it is: its early calls (the home page's
 * sessions and news), antd when it needs it, and its code, beside the site's settings and the frame.
 */
function startOpenedPage(opened: SiteRoute | undefined): void {
  opened?.early?.forEach(askEarly);
  fetchAntdFor(opened);
  if (opened) startLoadingPage(opened);
}

/** The site's pages from the registry (GET /api/remotes, preloaded by index.html), each remote registered; null if it cannot be read. */
async function loadRoutes(): Promise<SiteRoute[] | null> {
  try {
    const routes = siteRoutesOf(await registerRemoteRegistry());
    startOpenedPage(routeAt(routes, window.location.pathname));
    return routes;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * The start, after the contracts' core (index.ts): first what asks the server (the session, the
 * site, the registry and, once it answers, the opened page's calls), so that the requests leave at
 * once; then react-dom and the frame (renderSite), evaluated in the next task. One task of all three
 * was 250 ms on a phone's CPU, the longest of the first load. index.html preloads the files of every
 * part and the two start-up calls.
 */
async function start(): Promise<void> {
  void refreshSession();
  const routes = loadRoutes();
  const rendering = nextTask().then(() => import('./renderSite'));
  const [site, { renderSite }, known] = await Promise.all([loadSite(), rendering, routes]);
  document.title = site.title;
  renderSite(site, known);
}

void start();
