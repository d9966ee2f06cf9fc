import { defineJob } from '@canal/service-core';
import { sendPasswordLink } from '@canal/domain';
import { findUserByEmail } from './findUserByEmail';

export interface PasswordResetPayload {
  email: string;
}

/**
 * « Mot de passe oublié », after the answer: looks the address up and mails the link when an active
 * account has it. The request only queued this job, so it answers in the same time whatever the
 * address (no lookup, no key, no mail row on its path).
 */
export const passwordResetJob = defineJob<PasswordResetPayload>({
  name: 'public:passwordReset',
  async run(ctx, { email }) {
    const user = await findUserByEmail(ctx, email);
    // The link goes to the account's confirmed address (users.email), never to an address still waiting for its confirmation.
    if (user && user.status === 'active') await sendPasswordLink(ctx, user, 'requested');
  },
});
