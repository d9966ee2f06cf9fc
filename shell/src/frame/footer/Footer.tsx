import { useSite } from '../../site/SiteContext';
import { MenuEntryLink } from '../menus/MenuEntryLink';
import { useSiteMenus } from '../menus/useSiteMenus';

export function Footer() {
  const site = useSite();
  const { footer } = useSiteMenus();
  return (
    <footer className="cp-footer">
      <nav aria-label="Informations" className="cp-footer-menu">
        {footer.pages.map((link) => (
          <MenuEntryLink key={link.key} link={link} />
        ))}
      </nav>
      <nav aria-label="Liens utiles" className="cp-footer-menu cp-footer-second">
        {footer.external.map((link) => (
          <MenuEntryLink key={link.key} link={link} />
        ))}
      </nav>
      <p className="cp-copyright">{site.copyright}</p>
    </footer>
  );
}
