import { sourceSiteRoutes } from '../../routes/testing/sourceSiteRoutes';
import type { SiteRoute } from '../../routes/siteRouteTable';
import { declaredMenu } from './declaredMenu';
import type { MenuLink } from './MenuLink';
import { visibleMenu } from './visibleMenu';

let routes: SiteRoute[];
let PROFILE_MENU: MenuLink[];
let MAIN_MENU_TWO: MenuLink[];
beforeAll(async () => {
  routes = await sourceSiteRoutes();
  PROFILE_MENU = declaredMenu(routes, 'profileMenu', 'one');
  MAIN_MENU_TWO = declaredMenu(routes, 'mainMenu', 'two');
});

describe('visibleMenu', () => {
  it('shows admin tools to an admin only', () => {
    const admin = visibleMenu(PROFILE_MENU, { role: 'admin', subRole: null }, routes).map((link) => link.key);
    const member = visibleMenu(PROFILE_MENU, { role: 'member', subRole: null }, routes).map((link) => link.key);
    expect(admin).toContain('mails');
    expect(member).not.toContain('mails');
    expect(member).toContain('logout');
  });

  it('drops a group whose pages are not built', () => {
    const menu = [...MAIN_MENU_TWO, { key: 'later', label: 'Plus tard', children: [{ key: 'later-1', label: 'Bientôt', to: '/pas-encore-construit' }] }];
    const keys = visibleMenu(menu, { role: 'member', subRole: null }, routes).map((link) => link.key);
    expect(keys).toContain('home');
    expect(keys).not.toContain('later');
  });

  it('gives members of the second variant Mes replays and Mes podcasts with their categories', () => {
    const menu = visibleMenu(MAIN_MENU_TWO, { role: 'member', subRole: null }, routes);
    expect(menu.find((link) => link.key === 'mesPodcasts')?.children?.map((child) => child.to)).toEqual([
      '/MesPodcasts/BPCO',
      '/MesPodcasts/Asthme',
      '/MesPodcasts/Tout',
    ]);
    expect(menu.map((link) => link.key)).toContain('mesReplays');
  });
});
