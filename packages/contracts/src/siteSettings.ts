/** What the shell needs to draw the frame (GET /api/site), read from the server's configuration. */
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
