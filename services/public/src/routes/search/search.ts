import { searchApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { searchSite } from '../../search/searchSite';

/** GET /api/search?q=: the header's search box and /recherche; a visitor sees public rows, a member also theirs. */
export const searchRoute = defineRoute(searchApi.search)({
  access: 'public',
  async handle({ ctx, input, principal }) {
    return searchSite(ctx, principal, input);
  },
});
