import { useRef } from 'react';
import { useLocation } from '@canal/kit/router';
import { buttonClassName, DownOutlined } from '@canal/kit/core';
import type { MenuLink } from '../menus/MenuLink';
import { menuKeyOf } from '../menus/declaredMenu';
import { MenuEntryLink } from '../menus/MenuEntryLink';
import { useFollowLink } from '../menus/useFollowLink';
import { useSiteMenus } from '../menus/useSiteMenus';
import { useSiteRoutes } from '../../routes/SiteRoutesContext';
import { routeAt } from '../../routes/siteRouteTable';
import { DropdownMenu, type DropdownEntry } from './DropdownMenu';
import { useFullMenuFits } from './useFullMenuFits';

/**
 * The main menu: its entries in a row where they fit beside the logo and the login area, else one
 * 'Menu' button that lists them all (a group under its title). A hidden copy of the entries' titles
 * (the ruler, drawn with the same measures as the row) tells the width the row needs.
 */
export function MainMenu() {
  const links = useSiteMenus().main;
  const location = useLocation();
  const follow = useFollowLink();
  const slot = useRef<HTMLDivElement | null>(null);
  const ruler = useRef<HTMLSpanElement | null>(null);
  const wide = useFullMenuFits(slot, ruler);
  // The menu key of the page shown, declared by its remote beside the page.
  const selected = menuKeyOf(routeAt(useSiteRoutes(), location.pathname));
  const entriesOf = (items: MenuLink[]): DropdownEntry[] =>
    items.map((link) => ({ kind: 'item', key: link.key, label: link.label, selected: link.key === selected, onSelect: () => follow(link) }));

  const rulerElement = (
    <span ref={ruler} aria-hidden="true" className="cp-main-menu-ruler">
      {links.map((link) => (
        <span key={link.key} className="cp-main-menu__entry">
          <span className="cp-main-menu-ruler__title">
            {link.label}
            {link.children && (
              <>
                {' '}
                <DownOutlined />
              </>
            )}
          </span>
        </span>
      ))}
    </span>
  );

  const entries = links.flatMap((link): DropdownEntry[] =>
    link.children ? [{ kind: 'title', key: link.key, label: link.label }, ...entriesOf(link.children)] : entriesOf([link]),
  );
  const compact = (
    <DropdownMenu
      label={
        <>
          Menu <DownOutlined />
        </>
      }
      entries={entries}
      triggerProps={{ 'aria-label': 'Menu principal', className: buttonClassName({ type: 'text' }) }}
    />
  );
  const full = (
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
  return (
    <div ref={slot} className="cp-main-menu-slot">
      {rulerElement}
      {wide ? full : compact}
    </div>
  );
}
