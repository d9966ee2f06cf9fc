import type { FormValue, FormValues } from '@canal/contracts';
import { hashPassword, incomplete, isUniqueViolation, passwordProblem, rememberPendingSubscriptions, schema, type FormModule, attributeToUtm, formText } from '@canal/service-core';
import { authorisationProblem, keepStudentAuthorisation, tellSupportOfStudent } from './studentAuthorisation';
import { findUserByEmail } from '../auth/findUserByEmail';
import { admitRegistration, mailboxOf } from './registrationThrottle';
import { registrationGroups } from './registrationFields';
import { fixedJob, JOB_STUDENT, kindOf, registrationView } from './registrationKinds';
import { registrationMail } from './registrationMail';
import { sessionsChosenBefore } from './sessionsChosenBefore';

export const EMAIL_TAKEN = 'Cette adresse e-mail est déjà utilisée par un compte. Connectez-vous ou utilisez « Mot de passe oublié ».';

const orNull = (value: FormValue | undefined): string | null => formText(value) || null;

/**
 * /api/registration (spec 000 section 2.7): the account form of the wizard's step 2. The step-1
 * entry travels as `?view=` (rpps, adeli, norpps) and as the extra field accountKind; without a
 * registry number the captcha is required. The account is created 'pending' for staff to validate;
 * the sessions chosen before registering (fromEvent, fromEvents) become subscriptions at activation.
 */
export const registrationForm: FormModule = {
  name: 'registration',
  fetchPath: '/api/registration',
  access: 'public',
  idMode: 'none',
  title: () => 'Inscription',
  groups: (call) => registrationGroups(registrationView(call), call.ctx.config.PASSWORD_HARDENED),
  baseCategories: (call) => [kindOf(registrationView(call))],
  extraFields: ['accountKind', 'fromEvent', 'fromEvents'],
  uploads: true,
  captcha: (call) => kindOf(registrationView(call)) === 'norpps',
  load: (call) => Promise.resolve<FormValues>({ accountJob: fixedJob(registrationView(call)) ?? JOB_STUDENT }),
  async check(call, values) {
    const errors: Record<string, string> = {};
    if (await findUserByEmail(call.ctx, formText(values.accountEmail))) errors.accountEmail = EMAIL_TAKEN;
    const problem = passwordProblem(formText(values.accountPassword), call.ctx.config.PASSWORD_HARDENED);
    if (problem) errors.accountPassword = problem;
    if ((fixedJob(registrationView(call)) ?? formText(values.accountJob)) === JOB_STUDENT) {
      const missing = await authorisationProblem(call.ctx, values.accountAuthorisation);
      if (missing) errors.accountAuthorisation = missing;
    }
    return errors;
  },
  async save(call, values) {
    const view = registrationView(call);
    const job = fixedJob(view) ?? formText(values.accountJob);
    const email = formText(values.accountEmail);
    const firstname = formText(values.accountFirstname);
    const now = call.ctx.now();
    const showStudentMessage = job === JOB_STUDENT;
    // Hashed before the transaction: its locks are held for the inserts only.
    const passwordHash = await hashPassword(formText(values.accountPassword));
    const address = call.clientAddress;
    let created: { mail: boolean; accountId: number; chosen: number[] };
    try {
      created = await call.ctx.db.transaction(async (db) => {
        const admitted = await admitRegistration(db, call.ctx, address, mailboxOf(email));
        const [account] = await db
          .insert(schema.users)
          .values({
            email,
            passwordHash,
            role: 'member',
            status: 'pending',
            job,
            jobPrecision: orNull(values.accountJobPrecision),
            firstname,
            lastname: formText(values.accountLastname),
            cell: orNull(values.accountCell),
            city: orNull(values.accountCity),
            hasUpdatedOptins: null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: schema.users.id });
        const chosen = await sessionsChosenBefore(db, call.body, now);
        await rememberPendingSubscriptions(db, account.id, chosen);
        // Last, so that a failed move (the file gone meanwhile) leaves no account behind.
        if (showStudentMessage) await keepStudentAuthorisation(call, db, account.id, values.accountAuthorisation);
        return { mail: admitted.mail, accountId: account.id, chosen };
      });
    } catch (error) {
      // Two registrations with one e-mail at the same moment: the unique index decides, the loser is told why.
      if (isUniqueViolation(error)) throw incomplete({ accountEmail: EMAIL_TAKEN });
      throw error;
    }
    // The UTM code that brought this browser gets the registration, and the sessions chosen with it.
    await attributeToUtm(call.ctx, call.utmCookie, 'registration', { userId: created.accountId });
    for (const eventId of created.chosen) await attributeToUtm(call.ctx, call.utmCookie, 'subscription', { userId: created.accountId, eventId });
    if (showStudentMessage) await tellSupportOfStudent(call.ctx, created.accountId);
    const { mail } = created;
    // One confirmation per mailbox and hour: a burst of registrations cannot flood someone's inbox.
    if (mail) await call.ctx.outbox.send(registrationMail(email, firstname, showStudentMessage));
    return {
      id: null,
      values: { accountStatus: 'pending', accountJob: job, showStudentMessage: showStudentMessage ? '1' : '' },
      result: { accountStatus: 'pending', accountJob: job, showStudentMessage, chosenSessions: created.chosen.length },
    };
  },
  bottomActions: () => [
    { name: 'back', label: 'Retour', type: 'cancel' },
    { name: 'submit', label: 'Envoyer', type: 'submit' },
  ],
  afterEdit: 'onFormComplete',
};
