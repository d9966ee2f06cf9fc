import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { siteQueryClient } from './queryClient';

/**
 * Gives useEndpoint and useEndpointMutation their cache: the shell wraps the site in it once, so a
 * change made on one page invalidates the reads of every page, whichever remote shows them. The
 * query library lives inside the kit, which is the shell's singleton: remotes never import it.
 * Tests pass a client of their own (`createQueryClient()`), so that no answer leaks between tests.
 */
export function DataProvider({ client = siteQueryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
