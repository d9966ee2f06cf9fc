import type { SiteSettings } from '@canal/contracts';
import type { Config } from '@canal/service-core';

export function siteSettings(config: Config): SiteSettings {
  const capitalised = config.SITE_NAME.charAt(0).toUpperCase() + config.SITE_NAME.slice(1);
  return {
    title: config.SITE_TITLE ?? `Canal ${capitalised}`,
    siteName: config.SITE_NAME,
    menuVariant: config.SITE_MENU_VARIANT,
    template: config.SITE_TEMPLATE,
    helpContact: config.SITE_HELP_CONTACT,
    universeLinks: config.SITE_UNIVERSE_LINKS,
    analyticsUrl: config.ANALYTICS_URL ?? null,
    closingPopup: config.CLOSING_POPUP_URL ? { url: config.CLOSING_POPUP_URL, image: config.CLOSING_POPUP_IMAGE ?? null } : null,
    copyright: '© 2024 Canal Pneumo. Tous droits réservés.',
  };
}
