import { declaredMenu, menuKeyOf } from '../frame/menus/declaredMenu';
import { isBuiltRoute, routeAt, siteRoutesOf, type SiteRoute } from './siteRouteTable';
import { sourceSiteRoutes } from './testing/sourceSiteRoutes';

let routes: SiteRoute[];
beforeAll(async () => {
  routes = await sourceSiteRoutes();
});

const pageAt = (table: readonly SiteRoute[], pathname: string) => {
  const route = routeAt(table, pathname);
  return route ? `${route.remote}/${route.page}` : null;
};

describe('the site’s routes, read from the remotes (spec 001: most exact first)', () => {
  const expected: Array<[string, string | null]> = [
    ['/', 'public/HomePage'],
    ['/event/3', 'public/EventPage'],
    ['/pneumo/event/3', 'public/EventPage'],
    ['/live/3', 'live/LivePage'],
    ['/pneumo/live/3', 'live/LivePage'],
    ['/staff/quiz/3/edit', 'live/SessionItemEditPage'],
    ['/staff/feedback/3/edit/4', 'live/SessionItemEditPage'],
    ['/staff/orchestrator/list', 'live/OrchestratorListPage'],
    ['/staff/message/list', 'live/MessageEventsPage'],
    ['/staff/account/list', 'staff/AccountListPage'],
    ['/staff/news/list', 'staff/ModuleListPage'],
    ['/staff/podcast/theme/edit/2', 'staff/ModuleEditPage'],
    ['/podcast/theme/2', 'media/PodcastThemePage'],
    ['/GPTPubMed', 'chat/ChatPage'],
    ['/pas/une/page/du/site', null],
  ];

  it('gives each address the most exact route, across remotes', () => {
    expect(expected.map(([pathname]) => [pathname, pageAt(routes, pathname)])).toEqual(expected);
  });

  it('does not depend on the order of the remotes nor of their routes', () => {
    const reversed = [...routes].reverse();
    expect(expected.map(([pathname]) => [pathname, pageAt(reversed, pathname)])).toEqual(expected);
  });

  it('knows a link target with its query as a page, and a path no remote declares as none', () => {
    expect(isBuiltRoute(routes, '/MesReplays/BPCO?page=2')).toBe(true);
    expect(isBuiltRoute(routes, '/staff/tools/mail#haut')).toBe(true);
    expect(isBuiltRoute(routes, '/pas-encore-construit')).toBe(false);
  });

  it('takes the routes of each remote the registry gives, with the remote that serves them', () => {
    const table = siteRoutesOf([
      {
        name: 'chat',
        entry: '/remotes/chat/abc/mf-manifest.json',
        version: 'abc',
        routes: [{ path: '/GPTPubMed/essai', page: 'EssaiPage', access: 'public' }],
      },
    ]);
    expect(table).toEqual([{ remote: 'chat', path: '/GPTPubMed/essai', page: 'EssaiPage', access: 'public' }]);
    expect(routeAt(table, '/GPTPubMed')).toBeUndefined();
  });

  it('names only main-menu entries a page declares (a page’s key highlights one of them)', () => {
    const menuKeys = new Set((['one', 'two'] as const).flatMap((variant) => declaredMenu(routes, 'mainMenu', variant).map((link) => link.key)));
    const unknown = routes
      .filter((route) => route.menu !== undefined && !menuKeys.has(menuKeyOf(route) ?? ''))
      .map((route) => `${route.path} -> ${menuKeyOf(route)}`);
    expect(unknown).toEqual([]);
  });
});
