import { privacyApi } from '@canal/contracts';
import { defineRoute, type ApiRoute } from '@canal/service-core';
import { ACCOUNT_DELETED, confirmAccountDeletion } from '../../privacy/anonymiseAccount';
import { requestAccountDeletion } from '../../privacy/requestDeletion';

/** POST /api/account/deletion/request: 'Supprimer mon compte' mails the caller a confirmation link (members only). */
const deletionRequestRoute = defineRoute(privacyApi.deletionRequest)({
  access: 'loggedIn',
  async handle({ ctx, user }) {
    return { deletion: 'requested', log: await requestAccountDeletion(ctx, user) };
  },
});

/**
 * POST /api/account/deletion/confirm: the e-mailed key proves the mailbox; no session is needed (the
 * link may be opened on another device). When the caller is the deleted account, its cookie goes too.
 */
const deletionConfirmRoute = defineRoute(privacyApi.deletionConfirm)({
  access: 'public',
  async handle({ ctx, input, user, session }) {
    const deletedId = await confirmAccountDeletion(ctx, input.key);
    if (user?.id === deletedId) await session.end();
    return { deletion: 'complete', log: ACCOUNT_DELETED };
  },
});

export const deletionRoutes: ApiRoute[] = [deletionRequestRoute, deletionConfirmRoute];
