import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { DataProvider } from '../data/DataProvider';
import { createQueryClient } from '../data/queryClient';
import { MemoryRouter } from '../router';
import { AntdProviders } from '../ui/AntdProviders';

/**
 * A page of the site at `url`: antd's French locale and theme, a router (the list keeps its view in
 * the URL) and a data cache of its own, as the shell's root gives (no answer is kept from another test).
 */
export function renderPage(page: ReactNode, url = '/'): RenderResult {
  return render(
    <DataProvider client={createQueryClient()}>
      <AntdProviders>
        <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
      </AntdProviders>
    </DataProvider>,
  );
}
