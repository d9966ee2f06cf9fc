import { eq } from 'drizzle-orm';
import { schema, type FormModule } from '@canal/service-core';
import { identityFields } from '@canal/service-core';
import { ownJobField } from './accountFields';
import { accountValues, findAccount, orNull, textOf } from './accountValues';

/** /api/account/me: "Mon compte", the logged-in user's own fields (the e-mail and the profession are shown, not changed). */
export const myAccountForm: FormModule = {
  name: 'me',
  fetchPath: '/api/account/me',
  access: 'loggedIn',
  idMode: 'self',
  title: () => 'Mon compte',
  groups: (call) => [{ label: 'Mes informations', items: [...identityFields(true), ownJobField(call.ctx.config.SITE_MENU_VARIANT)] }],
  async load(call) {
    const row = call.id === null ? null : await findAccount(call.ctx, call.id);
    return row ? accountValues(row) : null;
  },
  async save(call, values) {
    const id = call.id ?? 0;
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
    return { id };
  },
  bottomActions: () => [{ name: 'submit', label: 'Enregistrer', type: 'submit' }],
  afterEdit: 'log',
  successMessage: 'Vos modifications ont bien été enregistrées',
};
