export interface RgpdConsent {
  rgpd: true;
  analytics: boolean;
}

export const RGPD_COOKIE = 'rgpd';
export const RGPD_MAX_AGE_SECONDS = 10 * 24 * 3600;

/** The consent stored in the 'rgpd' cookie, or null when absent or unreadable. */
export function readConsent(cookieHeader: string): RgpdConsent | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${RGPD_COOKIE}=`));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(RGPD_COOKIE.length + 1)));
    if (typeof value === 'object' && value !== null && (value as RgpdConsent).rgpd === true) {
      return { rgpd: true, analytics: (value as RgpdConsent).analytics === true };
    }
  } catch {
    // An unreadable cookie counts as no consent: the banner shows again.
  }
  return null;
}

export function consentCookie(consent: RgpdConsent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${RGPD_COOKIE}=${value}; Max-Age=${RGPD_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
