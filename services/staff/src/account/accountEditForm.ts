import { eq } from 'drizzle-orm';
import { isAllowed, mayManageAccount, type FormBottomAction, type FormField, type FormValues } from '@canal/contracts';
import { forbidden, hashPassword, passwordProblem, schema, type FormCall, type FormModule } from '@canal/service-core';
import { changeOwnPassword, pendingEmailNote, pendingEmailOf, requestEmailChange, sendPasswordLink } from '@canal/domain';
import { identityFields } from '@canal/domain';
import { emailChangeLog, mayChangeCredentials, refuseCredentialChanges } from './accountCredentials';
import { accessFields, jobField, passwordField } from './accountFields';
import { passwordLinkAction } from './passwordLink';
import { principalOfValues } from './accountRank';
import { ACCOUNT_LIST_ROUTE, statusActions } from './statusActions';
import { accountValues, EMAIL_TAKEN, emailTaken, findAccount, listOf, orNull, textOf } from './accountValues';
import { eventCategoryOptions } from './eventCategoryOptions';
import { authorisationField, authorisationValue } from './studentAuthorisation';
import { jobPrecisionToStore, jobPrecisions } from './jobPrecision';
import { registryNumberField, registryNumberProblem } from './registryNumber';

const { users } = schema;

const isAdmin = (call: FormCall) => isAllowed('admin', call.principal);
const isSelf = (call: FormCall) => call.id !== null && call.id === call.user?.id;

/** Another account the caller may not change: ranked at or above the caller (admin changes anyone). */
const outranked = (call: FormCall, values: FormValues) => call.id !== null && !isSelf(call) && !mayManageAccount(call.principal, principalOfValues(values));

/** Deleted at its holder's request: final, nobody changes it (the database refuses it too, src/privacy/README.md). */
const deleted = (values: FormValues) => values.accountStatus === 'deleted';

const NEW_ACCOUNT: FormValues = {
  accountRole: 'member',
  accountStatus: 'active',
  accountEventCategory: [],
};

/**
 * /api/account/edit[/{id}]: the back office's account form; only admin creates (no id).
 * Nobody sets another user's password here: the password field is one's own only; for someone else
 * the « password link » button e-mails them a reset link, and a created account gets one too.
 * E-mail, password link and status are admin's and buadm's only (accountCredentials.ts); a new
 * e-mail waits for its confirmation, and the account keeps its address until then.
 */
/** What the RPPS directory said of the number at registration ('RPPS inconnu', 'nom différent : …'), shown beside the profession. */
const directoryVerdictNote = (verdict: string | null | undefined): FormField[] =>
  verdict ? [{ id: 'accountDirectoryVerdict', label: 'Annuaire RPPS', type: 'text', static: true, helperText: verdict, sizes: { xs: 12, md: 6 } }] : [];

export const accountEditForm: FormModule = {
  name: 'account',
  fetchPath: '/api/account/edit',
  access: 'accounts',
  createAccess: 'accountsCreate',
  idMode: 'optional',
  title: (call) => (call.id === null ? 'Nouveau compte' : 'Edition du compte'),
  async groups(call) {
    const stored = call.id === null ? null : await findAccount(call.ctx, call.id);
    const authorisation = stored && stored.studentAuthorisation.length > 0 ? [authorisationField] : [];
    const pending = stored ? await pendingEmailOf(call.ctx, stored.id) : null;
    return [
      { label: 'Identité', items: identityFields(!mayChangeCredentials(call), pending ? pendingEmailNote(pending) : undefined) },
      {
        label: 'Profession',
        items: [jobField(call.ctx.config.SITE_MENU_VARIANT), registryNumberField, ...directoryVerdictNote(stored?.directoryVerdict), ...authorisation],
      },
      {
        label: 'Accès',
        items: [
          ...accessFields(isAdmin(call) && !isSelf(call)),
          { id: 'accountEventCategory', label: 'Catégories d’émissions', type: 'Checkbox', options: await eventCategoryOptions(call.ctx) },
          ...(isSelf(call) ? [passwordField(call.ctx.config.PASSWORD_HARDENED)] : []),
        ],
      },
    ];
  },
  async load(call) {
    if (call.id === null) return { ...NEW_ACCOUNT };
    const row = await findAccount(call.ctx, call.id);
    if (!row) return null;
    const values = accountValues(row);
    if (row.studentAuthorisation.length > 0) values.accountAuthorisation = authorisationValue(row.id, row.studentAuthorisation);
    return values;
  },
  /** An account ranked at or above the caller's (an admin's for a buadm, a buadm's for an invit), or deleted, is read-only. */
  readOnly: (call, values) => outranked(call, values) || deleted(values),
  /** buadmCtr and invit see e-mail, role and status read-only: a post that changes them anyway is refused (403), not dropped. */
  async guardPost(call) {
    if (call.id === null || mayChangeCredentials(call)) return;
    const stored = await findAccount(call.ctx, call.id);
    // Unknown (404) and outranked (read-only, 403) accounts are answered by the engine.
    if (stored && !outranked(call, accountValues(stored))) refuseCredentialChanges(call, stored);
  },
  async check(call, values) {
    const errors: Record<string, string> = {};
    if (await emailTaken(call.ctx, textOf(values.accountEmail), call.id)) errors.accountEmail = EMAIL_TAKEN;
    const password = textOf(values.accountPassword);
    const problem = password ? passwordProblem(password, call.ctx.config.PASSWORD_HARDENED) : null;
    if (problem) errors.accountPassword = problem;
    const registryProblem = registryNumberProblem(values);
    if (registryProblem) errors[registryNumberField.id] = registryProblem;
    return errors;
  },
  async precisions(call, values) {
    return jobPrecisions(call.id === null ? null : await findAccount(call.ctx, call.id), values);
  },
  async save(call, values, answers) {
    const stored = call.id === null ? null : await findAccount(call.ctx, call.id);
    // Checked again on the stored row and on the role asked for: nobody lifts an account to their own rank.
    if (
      stored &&
      !isSelf(call) &&
      !mayManageAccount(call.principal, principalOfValues(accountValues(stored)), principalOfValues({ ...accountValues(stored), ...values }))
    ) {
      throw forbidden();
    }
    // The columns of the fields this post carried only: one the form did not show, or showed read-only, keeps its value.
    const given = (id: string) => id in values;
    const fields = {
      ...(given('accountFirstname') ? { firstname: textOf(values.accountFirstname) } : {}),
      ...(given('accountLastname') ? { lastname: textOf(values.accountLastname) } : {}),
      ...(given('accountCell') ? { cell: orNull(values.accountCell) } : {}),
      ...(given('accountCity') ? { city: orNull(values.accountCity) } : {}),
      ...(given('accountJob') ? { job: orNull(values.accountJob) } : {}),
      jobPrecision: jobPrecisionToStore(stored, values, answers),
      ...(given('accountEventCategory') ? { eventCategories: listOf(values.accountEventCategory) } : {}),
      updatedAt: call.ctx.now(),
    };
    const role =
      'accountRole' in values
        ? { role: textOf(values.accountRole), subRole: textOf(values.accountRole) === 'staff' ? orNull(values.accountSubRole) : null }
        : {};
    if (call.id === null) {
      // No password is ever chosen for someone else: '' matches no password until the owner picks one from the e-mailed link.
      const [row] = await call.ctx.db
        .insert(users)
        .values({ ...fields, ...role, email: textOf(values.accountEmail), passwordHash: '', status: 'active', hasUpdatedOptins: 0, createdAt: call.ctx.now() })
        .returning({ id: users.id, email: users.email, firstname: users.firstname });
      await sendPasswordLink(call.ctx, row, 'created');
      return { id: row.id };
    }
    // A new address is only asked for: the old one is told, the new one confirms (accountCredentials.ts).
    // The post runs in one transaction: a refusal (too many changes today) leaves the rest of the form unsaved too.
    const newEmail = 'accountEmail' in values && stored ? textOf(values.accountEmail) : '';
    const emailAsked = stored !== null && newEmail !== '' && (await requestEmailChange(call.ctx, { account: stored, newEmail, by: call.user }));
    await call.ctx.db
      .update(users)
      .set({ ...fields, ...role })
      .where(eq(users.id, call.id));
    await call.ctx.sessions.userChanged(call.id);
    const password = isSelf(call) ? textOf(values.accountPassword) : '';
    if (password) await changeOwnPassword(call.ctx, call.id, await hashPassword(password));
    if (!emailAsked || !stored) return { id: call.id };
    return { id: call.id, values: { ...values, accountEmail: stored.email }, log: emailChangeLog(newEmail, stored.email) };
  },
  bottomActions(call, values): FormBottomAction[] {
    const buttons: FormBottomAction[] = [
      { name: 'submit', label: 'Enregistrer', type: 'submit' },
      { name: 'cancel', label: 'Annuler', type: 'cancel', redirect: ACCOUNT_LIST_ROUTE },
    ];
    if (call.id === null || isSelf(call) || outranked(call, values) || deleted(values) || !mayChangeCredentials(call)) return buttons;
    return [...buttons, passwordLinkAction(call.id), ...statusActions(call.id, textOf(values.accountStatus))];
  },
  afterEdit: 'onFormComplete',
  successMessage: 'Le compte a bien été enregistré.',
  redirect: () => ACCOUNT_LIST_ROUTE,
};
