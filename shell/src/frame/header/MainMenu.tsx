import { matchPath, useLocation } from '@canal/kit/router';
import { Button, DownOutlined, Dropdown, Grid, Menu, useSession, type MenuProps } from '@canal/kit';
import { useSite } from '../../site/SiteContext';
import { MAIN_MENU_ONE, MAIN_MENU_TWO } from '../menus/mainMenus';
import type { MenuLink } from '../menus/MenuLink';
import { MenuEntryLink } from '../menus/MenuEntryLink';
import { visibleMenu } from '../menus/visibleMenu';
import { ROUTE_TABLE } from '../../routes/routeTable';

type Item = Required<MenuProps>['items'][number];

function toItem(link: MenuLink): Item {
  if (link.children) return { key: link.key, label: link.label, children: link.children.map(toItem) };
  return { key: link.key, label: <MenuEntryLink link={link} /> };
}

function selectedKey(pathname: string): string | undefined {
  return ROUTE_TABLE.find((route) => matchPath(route.path, pathname))?.menu;
}

export function MainMenu() {
  const site = useSite();
  const session = useSession();
  const location = useLocation();
  const hasEvents = session.user !== null && session.subscriptions > 0;
  const links = visibleMenu(site.menuVariant === 'two' ? MAIN_MENU_TWO : MAIN_MENU_ONE, session.principal).map((link) =>
    link.key === 'home' && site.menuVariant === 'two' && hasEvents ? { ...link, label: 'Mes webinaires' } : link,
  );
  const selected = selectedKey(location.pathname);
  // On a phone a horizontal menu folds into a lone '···': one 'Menu' button lists every entry instead.
  const wide = Grid.useBreakpoint().md ?? true;
  if (!wide) {
    return (
      <div style={{ flex: 1, minWidth: 0 }}>
        <Dropdown menu={{ items: links.map(toItem), selectedKeys: selected ? [selected] : [] }} trigger={['click']}>
          <Button type="text" aria-label="Menu principal">
            Menu <DownOutlined />
          </Button>
        </Dropdown>
      </div>
    );
  }
  return (
    <Menu
      mode="horizontal"
      items={links.map(toItem)}
      selectedKeys={selected ? [selected] : []}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
      aria-label="Menu principal"
    />
  );
}
