import { LinkButton, QuestionCircleOutlined } from '@canal/kit/core';
import { useSiteRoutes } from '../routes/SiteRoutesContext';
import { isBuiltRoute } from '../routes/siteRouteTable';
import { useSite } from '../site/SiteContext';

/** 'Besoin d'aide ?': buttons to /help and, when configured, /contact (only those that are built). */
export function HelpBanner() {
  const site = useSite();
  const routes = useSiteRoutes();
  const targets = [{ to: '/help', label: 'Aide' }, ...(site.helpContact ? [{ to: '/contact', label: 'Nous contacter' }] : [])].filter((target) =>
    isBuiltRoute(routes, target.to),
  );
  if (targets.length === 0) return null;
  return (
    <aside className="cp-help-banner">
      <div className="cp-help-banner__row">
        <QuestionCircleOutlined />
        <span>Besoin d'aide ?</span>
        {targets.map((target) => (
          <LinkButton key={target.to} to={target.to}>
            {target.label}
          </LinkButton>
        ))}
      </div>
    </aside>
  );
}
