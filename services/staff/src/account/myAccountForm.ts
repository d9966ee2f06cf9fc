import { eq } from 'drizzle-orm';
import { schema, type FormModule } from '@canal/service-core';
import { pendingEmailNote, pendingEmailOf, requestEmailChange } from '@canal/domain';
import { identityFields } from '@canal/domain';
import { ownJobField } from './accountFields';
import { emailChangeLog } from './accountCredentials';
import { CURRENT_PASSWORD_FIELD, currentPasswordField, currentPasswordProblem } from './currentPassword';
import { accountValues, findAccount, orNull, textOf } from './accountValues';

/**
 * /api/account/me: "Mon compte", the logged-in user's own fields (the profession is shown, not changed).
 * A new e-mail is only asked for, with the current password (currentPassword.ts): the current address is told, the new one gets a link to confirm
 * it, and the account logs in with the current one until then. Whether another account already
 * holds the new address is said to whoever confirms it (the holder of that mailbox), not here.
 */
export const myAccountForm: FormModule = {
  name: 'me',
  fetchPath: '/api/account/me',
  access: 'loggedIn',
  idMode: 'self',
  title: () => 'Mon compte',
  async groups(call) {
    const pending = call.id === null ? null : await pendingEmailOf(call.ctx, call.id);
    const identity = identityFields(false, pending ? pendingEmailNote(pending) : undefined);
    return [{ label: 'Mes informations', items: [...identity, currentPasswordField, ownJobField(call.ctx.config.SITE_MENU_VARIANT)] }];
  },
  async check(call, values): Promise<Record<string, string>> {
    const stored = call.id === null ? null : await findAccount(call.ctx, call.id);
    const newEmail = textOf(values.accountEmail).trim().toLowerCase();
    if (!stored || !newEmail || newEmail === stored.email.toLowerCase()) return {};
    const problem = await currentPasswordProblem(call, stored, textOf(values[CURRENT_PASSWORD_FIELD]));
    return problem ? { [CURRENT_PASSWORD_FIELD]: problem } : {};
  },
  async load(call) {
    const row = call.id === null ? null : await findAccount(call.ctx, call.id);
    return row ? accountValues(row) : null;
  },
  async save(call, values) {
    const id = call.id ?? 0;
    const stored = await findAccount(call.ctx, id);
    const newEmail = textOf(values.accountEmail);
    // The post runs in one transaction: a refusal (too many changes today) leaves the rest of the form unsaved too.
    const emailAsked = stored !== null && (await requestEmailChange(call.ctx, { account: stored, newEmail, by: call.user }));
    await call.ctx.db
      .update(schema.users)
      .set({
        firstname: textOf(values.accountFirstname),
        lastname: textOf(values.accountLastname),
        cell: orNull(values.accountCell),
        city: orNull(values.accountCity),
        updatedAt: call.ctx.now(),
      })
      .where(eq(schema.users.id, id));
    await call.ctx.sessions.userChanged(id);
    if (!emailAsked || !stored) return { id };
    return { id, values: { ...values, accountEmail: stored.email }, log: emailChangeLog(newEmail, stored.email) };
  },
  bottomActions: () => [{ name: 'submit', label: 'Enregistrer', type: 'submit' }],
  afterEdit: 'log',
  successMessage: 'Vos modifications ont bien été enregistrées',
};
