import { eq } from 'drizzle-orm';
import { mayManageAccount, type staffApi } from '@canal/contracts';
import { HttpError, recordChange, schema, type Caller, type ServiceContext } from '@canal/service-core';
import { welcomeActiveAccount } from '@canal/domain';
import { STATUS_LABELS } from './accountOptions';
import { accountValues, findAccount } from './accountValues';
import { principalOfValues } from './accountRank';
import { eventCategoryOptions } from './eventCategoryOptions';
import { STATUS_CHANGES, type StatusChange } from './statusActions';

const ALREADY: Record<StatusChange, string> = {
  activate: 'Ce compte est déjà actif.',
  deactivate: 'Ce compte est déjà désactivé.',
  block: 'Ce compte est déjà bloqué.',
};

function categoriesOf(raw: staffApi.StatusChangeInput['accountEventCategory']): string[] | undefined {
  if (raw === undefined) return undefined;
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : Object.values(raw);
  return list.filter((item) => item !== '');
}

/**
 * POST /api/account/{activate|deactivate|block}: changes one account's status (and its event categories
 * when given). Refused: an unknown account (404), one ranked at or above the caller's (contracts' mayManageAccount), one's own account,
 * the status it already has. Deactivating or blocking ends the account's sessions; activating mails it.
 */
export async function changeAccountStatus(ctx: ServiceContext, caller: Caller, change: StatusChange, input: staffApi.StatusChangeInput): Promise<void> {
  const { statusKey, target } = STATUS_CHANGES[change];
  const fail = (status: number, message: string) => new HttpError(status, message, 'account_status', { [statusKey]: 'error' });
  const account = await findAccount(ctx, input.account);
  if (!account) throw fail(404, 'Ce compte n’existe pas ou plus.');
  if (account.id === caller.user?.id) throw fail(403, 'Vous ne pouvez pas changer le statut de votre propre compte.');
  if (!mayManageAccount(caller.principal, principalOfValues(accountValues(account)))) {
    throw fail(403, 'Vous ne pouvez pas changer le statut d’un compte dont les droits égalent ou dépassent les vôtres.');
  }
  if (account.status === target) throw fail(409, ALREADY[change]);
  const categories = categoriesOf(input.accountEventCategory);
  if (categories) {
    const known = new Set((await eventCategoryOptions(ctx)).map((option) => option.value));
    const unknown = categories.find((category) => !known.has(category));
    if (unknown !== undefined) throw fail(400, `Catégorie d’émissions inconnue : « ${unknown.slice(0, 64)} ».`);
  }
  await ctx.db
    .update(schema.users)
    .set({ status: target, updatedAt: ctx.now(), ...(categories ? { eventCategories: categories } : {}) })
    .where(eq(schema.users.id, account.id));
  await recordChange(ctx, {
    user: caller.user,
    module: 'account',
    itemId: account.id,
    action: 'update',
    changes: {
      accountStatus: { label: 'Statut', old: STATUS_LABELS[account.status as keyof typeof STATUS_LABELS] ?? account.status, new: STATUS_LABELS[target] },
    },
  });
  if (target !== 'active') await ctx.sessions.revokeAllOfUser(account.id);
  // The welcome mail, and the sessions chosen while registering become subscriptions.
  else await welcomeActiveAccount(ctx, account);
}
