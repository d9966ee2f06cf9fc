import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@canal/kit/router';
import { createQueryClient, DataProvider, SIGNED_OUT, type SessionState } from '@canal/kit';

/** A page's text as a reader sees it: the markup rendered at `url`, tags removed, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The markup of `node` rendered under the router at `url`, with a data cache of its own (as the shell's root gives). */
export function renderedAt(node: ReactNode, url = '/'): string {
  return renderToString(
    <DataProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </DataProvider>,
  );
}

/** The session of a logged-in doctor, for the pages that change once someone is logged in. */
export const MEMBER_SESSION: SessionState = {
  ...SIGNED_OUT,
  user: {
    id: 7,
    email: 'dr.martin@exemple.fr',
    role: 'member',
    subRole: null,
    job: 'md',
    firstname: 'Claire',
    lastname: 'Martin',
    cell: null,
    city: null,
    hasUpdatedOptins: 1,
    universe: null,
  },
};
