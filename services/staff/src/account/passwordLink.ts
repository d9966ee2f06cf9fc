import { mayManageAccount, type FormBottomAction } from '@canal/contracts';
import { HttpError, type Caller, type ServiceContext } from '@canal/service-core';
import { sendPasswordLink } from '@canal/domain';
import { accountValues, findAccount } from './accountValues';
import { principalOfValues } from './accountRank';

/** The button under another user's account form: their password is never typed by staff, a link is e-mailed to them. */
export function passwordLinkAction(accountId: number): FormBottomAction {
  return {
    name: 'passwordLink',
    label: 'Envoyer un lien de mot de passe',
    type: 'post',
    url: '/api/account/passwordLink',
    statusKey: 'passwordLink',
    params: { account: String(accountId) },
    confirm: {
      title: 'Changement de mot de passe',
      text: 'Un lien pour choisir un nouveau mot de passe, valable une heure, sera envoyé à l’adresse e-mail de ce compte. Continuer ?',
    },
  };
}

/**
 * POST /api/account/passwordLink: e-mails the account's owner a reset link (to PUBLIC_URL).
 * Refused for an account ranked at or above the caller's; one's own password is changed in the form.
 */
export async function sendAccountPasswordLink(ctx: ServiceContext, caller: Caller, accountId: number): Promise<string> {
  const fail = (status: number, message: string) => new HttpError(status, message, 'password_link', { passwordLink: 'error' });
  const account = await findAccount(ctx, accountId);
  if (!account) throw fail(404, 'Ce compte n’existe pas ou plus.');
  const self = account.id === caller.user?.id;
  if (!self && !mayManageAccount(caller.principal, principalOfValues(accountValues(account)))) {
    throw fail(403, 'Vous ne pouvez pas envoyer de lien pour un compte dont les droits égalent ou dépassent les vôtres.');
  }
  await sendPasswordLink(ctx, account, self ? 'requested' : 'staff');
  return `Un lien de changement de mot de passe a été envoyé à ${account.email}.`;
}
