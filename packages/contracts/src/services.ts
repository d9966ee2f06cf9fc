export const SERVICE_NAMES = ['public', 'live', 'staff', 'media', 'chat'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Which service answers which paths (the API, and /cache for uploaded files). The gateway routes by the longest matching prefix,
 * in-process or through its proxy: both modes read this one table.
 */
export const SERVICE_PREFIXES: Record<ServiceName, readonly string[]> = {
  public: ['/api/ping', '/api/auth', '/api/private', '/api/profil', '/api/home', '/api/page', '/api/news', '/api/events/get', '/api/registration'],
  live: ['/api/live', '/api/state', '/api/quiz', '/api/announce', '/api/feedback', '/api/message', '/api/events/redir'],
  staff: ['/cache', '/api/_cron', '/api/_logs', '/api/_exports', '/api/account', '/api/events/list', '/api/events/edit', '/api/events/delete', '/api/forms'],
  media: ['/api/replays', '/api/events/replay', '/api/podcastTheme', '/api/podcastShow', '/api/serie', '/api/episode'],
  chat: ['/api/gpt'],
};

/** The staff service answers every API path no other service claims: its modules are declared there. */
const DEFAULT_API_SERVICE: ServiceName = 'staff';

export function serviceForPath(pathname: string): ServiceName | null {
  let best: { name: ServiceName; length: number } | null = null;
  for (const name of SERVICE_NAMES) {
    for (const prefix of SERVICE_PREFIXES[name]) {
      const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { name, length: prefix.length };
    }
  }
  return best?.name ?? (pathname.startsWith('/api/') ? DEFAULT_API_SERVICE : null);
}
