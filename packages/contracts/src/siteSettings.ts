import { z } from 'zod';

/** What the shell needs to draw the frame (GET /api/site), read from the server's configuration. */
export const siteSettingsSchema = z.object({
  title: z.string(),
  siteName: z.string(),
  menuVariant: z.enum(['one', 'two']),
  template: z.enum(['full', 'centered']),
  helpContact: z.boolean(),
  analyticsUrl: z.string().nullable(),
  closingPopup: z.object({ url: z.string(), image: z.string().nullable() }).nullable(),
  copyright: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
