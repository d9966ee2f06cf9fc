import { publicApi, validatorMessages } from '@canal/contracts';
import { badRequest, defineRoute, hashPassword, passwordProblem } from '@canal/service-core';
import { consumeKeyAndSetPassword, INVALID_KEY, userOfValidKey } from '@canal/domain';
import { clearAccountFailures } from '@canal/service-core';

export const PASSWORDS_DIFFER = validatorMessages.passwordsDiffer;
export const PASSWORD_CHANGED = 'Votre mot de passe a bien été modifié.';

/**
 * POST /api/auth/cpwd: the key of the e-mailed link, the account's e-mail and the new password
 * twice. The key then stops working and every open session of the account is closed.
 */
export const authCpwd = defineRoute(publicApi.passwordChange)({
  access: 'public',
  async handle({ ctx, input }) {
    const user = await userOfValidKey(ctx, input.key, input.email);
    if (!user) throw badRequest(INVALID_KEY);
    if (input.password !== input.passwordConf) throw badRequest(PASSWORDS_DIFFER);
    const problem = passwordProblem(input.password, ctx.config.PASSWORD_HARDENED);
    if (problem) throw badRequest(problem);

    const changed = await consumeKeyAndSetPassword(ctx, input.key, user.id, await hashPassword(input.password));
    if (!changed) throw badRequest(INVALID_KEY);
    await ctx.sessions.revokeAllOfUser(user.id);
    await clearAccountFailures(ctx, user.email.toLowerCase());
    return { challenge: 'ok', log: PASSWORD_CHANGED };
  },
});
