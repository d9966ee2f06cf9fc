import type { SiteSettings } from '@canal/contracts';
import { toParisInput } from '@canal/contracts';
import type { Config } from '@canal/service-core';

/** The closing announcement's picture when CLOSING_POPUP_IMAGE is not set: shipped with the shell (shell/public). */
export const DEFAULT_CLOSING_IMAGE = '/closing-announcement.svg';

/**
 * What the shell needs to draw the frame, read at each GET /api/site: the copyright's year is the
 * current one in Paris. The closing announcement is always there (spec 001 'Application shell': it
 * opens at every application load); CLOSING_POPUP_URL and CLOSING_POPUP_IMAGE only change its
 * address (the site's own by default) and picture.
 */
export function siteSettings(config: Config, now = new Date()): SiteSettings {
  const capitalised = config.SITE_NAME.charAt(0).toUpperCase() + config.SITE_NAME.slice(1);
  return {
    title: config.SITE_TITLE ?? `Canal ${capitalised}`,
    siteName: config.SITE_NAME,
    menuVariant: config.SITE_MENU_VARIANT,
    template: config.SITE_TEMPLATE,
    helpContact: config.SITE_HELP_CONTACT,
    universeLinks: config.SITE_UNIVERSE_LINKS,
    analyticsUrl: config.ANALYTICS_URL ?? null,
    closingPopup: { url: config.CLOSING_POPUP_URL ?? `${config.PUBLIC_URL}/`, image: config.CLOSING_POPUP_IMAGE ?? DEFAULT_CLOSING_IMAGE },
    copyright: `© ${toParisInput(now).slice(0, 4)} Canal Pneumo. Tous droits réservés.`,
  };
}
