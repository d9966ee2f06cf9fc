import { privacyApi } from '@canal/contracts';
import { defineRoute, type ApiRoute, type ServiceContext } from '@canal/service-core';
import { consentHistory } from '../../optins/consentHistory';

async function consentsOf(ctx: ServiceContext, userId: number) {
  const { current, changes } = await consentHistory(ctx, userId);
  return {
    consents: 'complete' as const,
    data: { current, changes: changes.map((change) => ({ ...change, changedAt: Math.floor(change.changedAt.getTime() / 1000) })) },
  };
}

/** GET /api/account/consents: the caller's own consents and their record ('Mon compte'). */
const myConsentsRoute = defineRoute(privacyApi.myConsents)({
  access: 'loggedIn',
  handle: ({ ctx, user }) => consentsOf(ctx, user.id),
});

/** GET /api/account/consents/{id}: an account's consents and their record, for the staff who see accounts (its card). */
const accountConsentsRoute = defineRoute(privacyApi.accountConsents)({
  access: 'accounts',
  samplePath: '/api/account/consents/1',
  handle: ({ ctx, input }) => consentsOf(ctx, input.id),
});

export const consentRoutes: ApiRoute[] = [myConsentsRoute, accountConsentsRoute];
