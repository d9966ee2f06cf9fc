import { QueryClient } from '@tanstack/react-query';

/**
 * The site's data cache (TanStack Query), with the behaviour the pages had before it: a failure is
 * shown at once, not retried behind a spinner; an answer is asked when its page mounts, when a
 * change invalidates it, or on its poll; polls pause while the tab is hidden and ask at once when it
 * shows again (useEndpoint turns focus refetching on for polled reads only). An answer no component
 * reads is dropped at once (gcTime 0): the cache is shared by the reads on screen, and a page opened
 * again, or a list back on a page it showed, never shows an old answer (a total that has changed since).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        gcTime: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchIntervalInBackground: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the site: the shell provides it at its root (DataProvider), around every remote's page. */
export const siteQueryClient = createQueryClient();
