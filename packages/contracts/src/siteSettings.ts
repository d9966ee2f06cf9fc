import { z } from 'zod';
import { MENU_VARIANTS } from './remoteRoutes';

/** What the shell needs to draw the frame (GET /api/site), read from the server's configuration. */
export const siteSettingsSchema = z.object({
  title: z.string(),
  siteName: z.string(),
  menuVariant: z.enum(MENU_VARIANTS),
  template: z.enum(['full', 'centered']),
  helpContact: z.boolean(),
  /** Event links carry the member's universe: /{universe}/event/{id}, /{universe}/live/{id} (spec 000 section 2.3). */
  universeLinks: z.boolean(),
  analyticsUrl: z.string().nullable(),
  /** The closing announcement shown at every load: where the contents go, and its picture. */
  closingPopup: z.object({ url: z.string(), image: z.string() }),
  copyright: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The address of a session's page or live room, under the member's universe when links use it. */
export function eventPagePath(kind: 'event' | 'live', eventId: number, universe: string | null): string {
  return universe ? `/${encodeURIComponent(universe)}/${kind}/${eventId}` : `/${kind}/${eventId}`;
}
