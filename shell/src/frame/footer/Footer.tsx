import { useSession } from '@canal/kit/core';
import { useSiteRoutes } from '../../routes/SiteRoutesContext';
import { useSite } from '../../site/SiteContext';
import { FOOTER_MENU, FOOTER_MENU_SECOND } from '../menus/mainMenus';
import { MenuEntryLink } from '../menus/MenuEntryLink';
import { visibleMenu } from '../menus/visibleMenu';

export function Footer() {
  const site = useSite();
  const { principal } = useSession();
  const routes = useSiteRoutes();
  return (
    <footer className="cp-footer">
      <nav aria-label="Informations" className="cp-footer-menu">
        {visibleMenu(FOOTER_MENU, principal, routes).map((link) => (
          <MenuEntryLink key={link.key} link={link} />
        ))}
      </nav>
      <nav aria-label="Liens utiles" className="cp-footer-menu cp-footer-second">
        {visibleMenu(FOOTER_MENU_SECOND, principal, routes).map((link) => (
          <MenuEntryLink key={link.key} link={link} />
        ))}
      </nav>
      <p className="cp-copyright">{site.copyright}</p>
    </footer>
  );
}
