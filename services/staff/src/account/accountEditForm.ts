import { eq } from 'drizzle-orm';
import { isAllowed, type FormBottomAction, type FormValues } from '@canal/contracts';
import { hashPassword, passwordProblem, schema, type FormCall, type FormModule } from '@canal/service-core';
import { identityFields } from '@canal/service-core';
import { accessFields, jobField, passwordField } from './accountFields';
import { ACCOUNT_LIST_ROUTE, statusActions } from './statusActions';
import { accountValues, EMAIL_TAKEN, emailTaken, findAccount, listOf, orNull, textOf } from './accountValues';
import { eventCategoryOptions } from './eventCategoryOptions';
import { jobPrecisionToStore, jobPrecisions } from './jobPrecision';

const { users } = schema;

const isAdmin = (call: FormCall) => isAllowed('admin', call.principal);
const isSelf = (call: FormCall) => call.id !== null && call.id === call.user?.id;

const NEW_ACCOUNT: FormValues = {
  accountRole: 'member',
  accountStatus: 'active',
  accountEventCategory: [],
};

/** /api/account/edit[/{id}]: the back office's account form; only admin creates (no id). */
export const accountEditForm: FormModule = {
  name: 'account',
  fetchPath: '/api/account/edit',
  access: 'accounts',
  createAccess: 'accountsCreate',
  idMode: 'optional',
  title: (call) => (call.id === null ? 'Nouveau compte' : 'Edition du compte'),
  async groups(call) {
    return [
      { label: 'Identité', items: identityFields(false) },
      { label: 'Profession', items: [jobField] },
      {
        label: 'Accès',
        items: [
          ...accessFields(isAdmin(call) && !isSelf(call)),
          { id: 'accountEventCategory', label: 'Catégories d’émissions', type: 'Checkbox', options: await eventCategoryOptions(call.ctx) },
          passwordField(call.id === null, call.ctx.config.PASSWORD_HARDENED),
        ],
      },
    ];
  },
  async load(call) {
    if (call.id === null) return { ...NEW_ACCOUNT };
    const row = await findAccount(call.ctx, call.id);
    return row ? accountValues(row) : null;
  },
  /** An admin account can only be changed by an admin. */
  readOnly: (call, values) => values.accountRole === 'admin' && !isAdmin(call),
  async check(call, values) {
    const errors: Record<string, string> = {};
    if (await emailTaken(call.ctx, textOf(values.accountEmail), call.id)) errors.accountEmail = EMAIL_TAKEN;
    const password = textOf(values.accountPassword);
    const problem = password ? passwordProblem(password, call.ctx.config.PASSWORD_HARDENED) : null;
    if (problem) errors.accountPassword = problem;
    return errors;
  },
  async precisions(call, values) {
    return jobPrecisions(call.id === null ? null : await findAccount(call.ctx, call.id), values);
  },
  async save(call, values, answers) {
    const stored = call.id === null ? null : await findAccount(call.ctx, call.id);
    const fields = {
      email: textOf(values.accountEmail),
      firstname: textOf(values.accountFirstname),
      lastname: textOf(values.accountLastname),
      cell: orNull(values.accountCell),
      city: orNull(values.accountCity),
      job: orNull(values.accountJob),
      jobPrecision: jobPrecisionToStore(stored, values, answers),
      eventCategories: listOf(values.accountEventCategory),
      updatedAt: call.ctx.now(),
    };
    const role = 'accountRole' in values ? { role: textOf(values.accountRole), subRole: textOf(values.accountRole) === 'staff' ? orNull(values.accountSubRole) : null } : {};
    const password = textOf(values.accountPassword);
    const passwordHash = password ? { passwordHash: await hashPassword(password) } : {};
    if (call.id === null) {
      const [row] = await call.ctx.db
        .insert(users)
        .values({ ...fields, ...role, passwordHash: passwordHash.passwordHash ?? '', status: 'active', hasUpdatedOptins: 0, createdAt: call.ctx.now() })
        .returning({ id: users.id });
      return { id: row.id };
    }
    await call.ctx.db.update(users).set({ ...fields, ...role, ...passwordHash }).where(eq(users.id, call.id));
    if (password) await call.ctx.sessions.revokeAllOfUser(call.id);
    return { id: call.id };
  },
  bottomActions(call, values): FormBottomAction[] {
    const buttons: FormBottomAction[] = [
      { name: 'submit', label: 'Enregistrer', type: 'submit' },
      { name: 'cancel', label: 'Annuler', type: 'cancel', redirect: ACCOUNT_LIST_ROUTE },
    ];
    if (call.id === null || isSelf(call) || (values.accountRole === 'admin' && !isAdmin(call))) return buttons;
    return [...buttons, ...statusActions(call.id, textOf(values.accountStatus))];
  },
  afterEdit: 'onFormComplete',
  successMessage: 'Le compte a bien été enregistré.',
  redirect: () => ACCOUNT_LIST_ROUTE,
};
