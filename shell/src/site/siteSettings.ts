/** The site's configuration as GET /api/site returns it (the gateway's SiteSettings). */
export interface SiteSettings {
  title: string;
  siteName: string;
  menuVariant: 'one' | 'two';
  template: 'full' | 'centered';
  helpContact: boolean;
  analyticsUrl: string | null;
  closingPopup: { url: string; image: string | null } | null;
  copyright: string;
}
