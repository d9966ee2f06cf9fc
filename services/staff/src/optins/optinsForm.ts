import { eq } from 'drizzle-orm';
import { isChecked, type FormValues } from '@canal/contracts';
import { schema, type FormModule } from '@canal/service-core';
import { OPTIN_FIELDS, OPTIN_IDS, OPTINS_TITLE, chosenOptins, recordOptinChanges } from '@canal/domain';
import { findAccount } from '../account/accountValues';

const needsUpdate = (flag: number | null) => flag === 0 || flag === null;

/**
 * /api/account/editOptins: the consent form of the blocking optins dialog (while hasUpdatedOptins is 0
 * or null) and of 'Mes consentements'. Every box starts as the account left it, empty when never
 * given (unlike the spec's preset accountOptin1: consent must be an act); saving sets
 * hasUpdatedOptins to 1 and records each change.
 */
export const optinsForm: FormModule = {
  name: 'optins',
  fetchPath: '/api/account/editOptins',
  access: 'loggedIn',
  idMode: 'self',
  title: () => OPTINS_TITLE,
  groups: () => [
    {
      label: 'Mes consentements',
      items: [{ id: 'accountHasUpdatedOptins', label: 'Consentements mis à jour', type: 'text', hidden: true }, ...OPTIN_FIELDS],
    },
  ],
  async load(call) {
    const row = call.id === null ? null : await findAccount(call.ctx, call.id);
    if (!row) return null;
    const values: FormValues = { accountHasUpdatedOptins: row.hasUpdatedOptins === null ? '' : String(row.hasUpdatedOptins) };
    // Consent is an act (CNIL): a box is ticked only for a consent the account gave, never in advance.
    for (const id of OPTIN_IDS) values[id] = isChecked(row.optins[id]) ? 'on' : '';
    return values;
  },
  /** The user id the spec's call carries is accepted; the record is always the caller's own. */
  extraFields: ['id'],
  async save(call, values) {
    const id = call.id ?? 0;
    const row = await findAccount(call.ctx, id);
    const before = row?.optins ?? {};
    const after = chosenOptins(values);
    const firstTime = needsUpdate(row?.hasUpdatedOptins ?? null);
    await call.ctx.db.transaction(async (tx) => {
      await tx
        .update(schema.users)
        .set({ optins: { ...before, ...after }, hasUpdatedOptins: 1, updatedAt: call.ctx.now() })
        .where(eq(schema.users.id, id));
      // The blocking dialog asks while the preferences were never updated; afterwards the form is 'Mes consentements'.
      await recordOptinChanges({ ...call.ctx, db: tx }, id, before, after, firstTime, firstTime ? 'dialog' : 'account');
    });
    await call.ctx.sessions.userChanged(id);
    return { id, values: { accountHasUpdatedOptins: '1', ...after } };
  },
  bottomActions: () => [{ name: 'submit', label: 'Valider', type: 'submit' }],
  afterEdit: 'onFormComplete',
};
