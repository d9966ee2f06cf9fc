export const SESSION_COOKIE = 'cp_sid';
/** The browser's CSRF nonce: the token the API gives is its signature (signed double submit). */
export const CSRF_COOKIE = 'cp_csrf';
