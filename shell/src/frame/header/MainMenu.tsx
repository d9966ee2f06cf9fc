import { useLocation } from '@canal/kit/router';
import { buttonClassName, DownOutlined, useMinWidth } from '@canal/kit/core';
import type { MenuLink } from '../menus/MenuLink';
import { MenuEntryLink } from '../menus/MenuEntryLink';
import { useFollowLink } from '../menus/useFollowLink';
import { useHeaderMenus } from '../menus/useHeaderMenus';
import { routeAt } from '../../routes/routeTable';
import { DropdownMenu, type DropdownEntry } from './DropdownMenu';

/** Five entries fit beside the logo and the login area from 768 px; a member's eight need 1200 px. */
function fullMenuWidth(entries: number): number {
  return entries > 5 ? 1200 : 768;
}

export function MainMenu() {
  const links = useHeaderMenus().main;
  const location = useLocation();
  const follow = useFollowLink();
  const selected = routeAt(location.pathname)?.menu;
  const wide = useMinWidth(fullMenuWidth(links.length));
  const entriesOf = (items: MenuLink[]): DropdownEntry[] =>
    items.map((link) => ({ kind: 'item', key: link.key, label: link.label, selected: link.key === selected, onSelect: () => follow(link) }));

  // Where the entries do not fit, one 'Menu' button lists them all (a group under its title).
  if (!wide) {
    const entries = links.flatMap((link): DropdownEntry[] => (link.children ? [{ kind: 'title', key: link.key, label: link.label }, ...entriesOf(link.children)] : entriesOf([link])));
    return (
      <div style={{ flex: 1, minWidth: 0 }}>
        <DropdownMenu
          label={
            <>
              Menu <DownOutlined />
            </>
          }
          entries={entries}
          triggerProps={{ 'aria-label': 'Menu principal', className: buttonClassName({ type: 'text' }) }}
        />
      </div>
    );
  }
  return (
    <ul role="menu" aria-orientation="horizontal" aria-label="Menu principal" className="cp-main-menu">
      {links.map((link) => {
        const isSelected = link.key === selected || (link.children?.some((child) => child.key === selected) ?? false);
        const className = isSelected ? 'cp-main-menu__entry cp-main-menu__entry--selected' : 'cp-main-menu__entry';
        if (link.children) {
          return (
            <DropdownMenu
              key={link.key}
              trigger="menuitem"
              label={
                <>
                  {link.label} <DownOutlined />
                </>
              }
              entries={entriesOf(link.children)}
              triggerProps={{ className: `${className} cp-main-menu__group` }}
            />
          );
        }
        return (
          <li key={link.key} role="menuitem" className={className} aria-current={isSelected ? 'page' : undefined}>
            <MenuEntryLink link={link} />
          </li>
        );
      })}
    </ul>
  );
}
