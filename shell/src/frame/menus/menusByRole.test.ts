import { SUB_ROLES, type Principal } from '@canal/contracts/core';
import { sourceSiteRoutes } from '../../routes/testing/sourceSiteRoutes';
import type { SiteRoute } from '../../routes/siteRouteTable';
import { sidebarSections } from '../sidebar/sidebarSections';
import type { MenuLink } from './MenuLink';
import { menusFor } from './siteMenus';

let routes: SiteRoute[];
beforeAll(async () => {
  routes = await sourceSiteRoutes();
});

const WHO: Record<string, Principal> = {
  visitor: { role: 'visitor', subRole: null },
  member: { role: 'member', subRole: null },
  speaker: { role: 'speaker', subRole: null },
  staff: { role: 'staff', subRole: null },
  ...Object.fromEntries(SUB_ROLES.map((subRole) => [subRole, { role: 'staff', subRole }])),
  admin: { role: 'admin', subRole: null },
};

/** One line per entry, as a user meets it: its label, where it leads and how it opens. */
function lines(links: readonly MenuLink[], indent = ''): string[] {
  return links.flatMap((link) => [
    `${indent}${link.label}${link.to ? ` -> ${link.to}` : ''}${link.newWindow ? ' (new window)' : ''}${link.external ? ' (external)' : ''}${link.pendingBadge ? ' (badge)' : ''}`,
    ...lines(link.children ?? [], `${indent}  `),
  ]);
}

/**
 * What every role sees in the header's menus of both variants, in the footer and in the back office's sidebar,
 * whatever declares them: moving where the entries are declared must not change a line of this.
 */
describe('the menus every role sees', () => {
  it.each(Object.keys(WHO))('%s', (who) => {
    const principal = WHO[who];
    const shown = Object.fromEntries(
      (['one', 'two'] as const).flatMap((variant) =>
        [false, true].map((hasEvents) => {
          const menus = menusFor(variant, principal, hasEvents, routes);
          return [`${variant}${hasEvents ? ', with sessions' : ''}`, { main: lines(menus.main), profile: lines(menus.profile) }];
        }),
      ),
    );
    const sidebar = sidebarSections(routes, principal).map((section) => ({ [section.title]: section.links.map((link) => `${link.label} -> ${link.path}`) }));
    const { pages, external } = menusFor('one', principal, false, routes).footer;
    const footer = lines([...pages, ...external]);
    expect({ ...shown, footer, sidebar }).toMatchSnapshot();
  });
});
