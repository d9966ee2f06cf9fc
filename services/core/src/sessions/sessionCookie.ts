export const SESSION_COOKIE = 'cp_sid';
