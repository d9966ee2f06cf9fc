import { QueryClient } from '@tanstack/react-query';

/**
 * The site's data cache (TanStack Query), with the behaviour the pages had before it: a failure is
 * shown at once, not retried behind a spinner; an answer is asked again when its page mounts, when a
 * change invalidates it, or on its poll; polls pause while the tab is hidden and ask at once when it
 * shows again (useEndpoint turns focus refetching on for polled reads only). A page left keeps its
 * answers five minutes: coming back shows them while the fresh one comes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
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
