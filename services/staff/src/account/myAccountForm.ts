import { eq } from 'drizzle-orm';
import { schema, type FormModule } from '@canal/service-core';
import { identityFields } from '@canal/service-core';
import { jobField } from './accountFields';
import { accountValues, findAccount, orNull, textOf } from './accountValues';
import { jobPrecisionToStore, jobPrecisions } from './jobPrecision';

/** /api/account/me: "Mon compte", the logged-in user's own fields (the e-mail is shown, not changed). */
export const myAccountForm: FormModule = {
  name: 'me',
  fetchPath: '/api/account/me',
  access: 'loggedIn',
  idMode: 'self',
  title: () => 'Mon compte',
  groups: () => [{ label: 'Mes informations', items: [...identityFields(true), jobField] }],
  async load(call) {
    const row = call.id === null ? null : await findAccount(call.ctx, call.id);
    return row ? accountValues(row) : null;
  },
  async precisions(call, values) {
    return jobPrecisions(call.id === null ? null : await findAccount(call.ctx, call.id), values);
  },
  async save(call, values, answers) {
    const id = call.id ?? 0;
    const stored = await findAccount(call.ctx, id);
    await call.ctx.db
      .update(schema.users)
      .set({
        firstname: textOf(values.accountFirstname),
        lastname: textOf(values.accountLastname),
        cell: orNull(values.accountCell),
        city: orNull(values.accountCity),
        job: orNull(values.accountJob),
        jobPrecision: jobPrecisionToStore(stored, values, answers),
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
