import { consentCookie, readConsent } from './rgpdCookie';

describe('the rgpd cookie', () => {
  it('round-trips the consent, kept 10 days', () => {
    const cookie = consentCookie({ rgpd: true, analytics: false }, false);
    expect(cookie).toContain('Max-Age=864000');
    expect(readConsent(`other=1; ${cookie.split(';')[0]}`)).toEqual({ rgpd: true, analytics: false });
  });
  it('treats a missing or broken cookie as no consent', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('rgpd=%7Bbroken')).toBeNull();
  });
});
