import { sql } from 'drizzle-orm';
import type { FormValue, FormValues } from '@canal/contracts';
import { formText, hashPassword, isUniqueViolation, passwordProblem, schema, type FormCall, type FormModule } from '@canal/service-core';
import {
  attributeToUtm,
  chosenOptins,
  OPTIN_IDS,
  recordOptinChanges,
  UTM_COOKIE,
  rememberPendingSubscriptions,
  type DirectoryVerdict,
  welcomeActiveAccount,
} from '@canal/domain';
import { authorisationProblem, keepStudentAuthorisation, tellSupportOfStudent } from './studentAuthorisation';
import { admitRegistration, mailboxOf } from './registrationThrottle';
import { registrationGroups } from './registrationFields';
import { fixedJob, JOB_STUDENT, kindOf, registrationView, startingJob } from './registrationKinds';
import { addressTakenMail, registrationMail } from './registrationMail';
import { sessionsChosenBefore } from './sessionsChosenBefore';
import { verifyAgainstDirectory } from './verifyAgainstDirectory';

const orNull = (value: FormValue | undefined): string | null => formText(value) || null;

/**
 * The consents answered with the registration, each one the post carries ('on' given, '' refused);
 * one it does not carry is no choice, kept out of users.optins ('Pas de choix'), never a refusal.
 * `complete` when all were answered: the optins dialog then does not ask again.
 */
function answeredOptins(call: FormCall, values: FormValues): { optins: Record<string, string>; complete: boolean } {
  const body = call.body ?? {};
  const chosen = chosenOptins(values);
  const optins = Object.fromEntries(OPTIN_IDS.filter((optin) => optin in body).map((optin) => [optin, chosen[optin] ?? '']));
  return { optins, complete: Object.keys(optins).length === OPTIN_IDS.length };
}

/**
 * /api/registration (spec 000 section 2.7): the account form of the wizard's step 2. The step-1
 * entry travels as `?view=` (rpps, adeli, norpps) and as the extra field accountKind; without a
 * registry number the captcha is required. The account is created 'pending' for staff to validate,
 * or active at once when the RPPS directory lists its number under its name and profession
 * (verifyAgainstDirectory); the sessions chosen before registering (fromEvent, fromEvents) become
 * subscriptions at activation.
 */
export const registrationForm: FormModule = {
  name: 'registration',
  fetchPath: '/api/registration',
  access: 'public',
  idMode: 'none',
  title: () => 'Inscription',
  groups: (call) => registrationGroups(registrationView(call), call.ctx.config.PASSWORD_HARDENED, call.ctx.config.SITE_MENU_VARIANT),
  baseCategories: (call) => [kindOf(registrationView(call))],
  extraFields: ['accountKind', 'fromEvent', 'fromEvents'],
  uploads: true,
  captcha: (call) => kindOf(registrationView(call)) === 'norpps',
  // Every consent box starts empty: consent must be an act (CNIL).
  load: (call) => Promise.resolve<FormValues>({ accountJob: startingJob(registrationView(call)) }),
  async check(call, values) {
    // An address already used is not said here (nor anywhere to the requester): see save.
    const errors: Record<string, string> = {};
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
    const showStudentMessage = job === JOB_STUDENT;
    // Hashed before the transaction (its locks are held for the inserts only), and for a taken address too: the same work either way.
    const passwordHash = await hashPassword(formText(values.accountPassword));
    const checked = await verifyAgainstDirectory(call.ctx, view, values);
    let outcome: Registered;
    try {
      outcome = await register(call, values, job, passwordHash, checked);
    } catch (error) {
      // Another path (a staff creation, a confirmed e-mail change) took the address meanwhile: once more, it is then found taken.
      if (!isUniqueViolation(error)) throw error;
      outcome = await register(call, values, job, passwordHash, checked);
    }
    const verified = checked?.verified === true;
    if (outcome.kind === 'created') {
      // The UTM code that brought this browser gets the registration, and the sessions chosen with it.
      await attributeToUtm(call.ctx, call.cookie(UTM_COOKIE), 'registration', { userId: outcome.accountId });
      for (const eventId of outcome.chosen) await attributeToUtm(call.ctx, call.cookie(UTM_COOKIE), 'subscription', { userId: outcome.accountId, eventId });
      if (showStudentMessage) await tellSupportOfStudent(call.ctx, outcome.accountId);
    }
    // One mail per mailbox and hour: a burst of registrations cannot flood someone's inbox. The holder
    // of a taken address is told there, never the requester, who gets the answer of a registration.
    if (outcome.kind === 'created' && verified) {
      // Verified by the directory: the welcome mail of an activation, and the chosen sessions subscribed now.
      await welcomeActiveAccount(call.ctx, {
        id: outcome.accountId,
        email,
        firstname: formText(values.accountFirstname),
        lastname: formText(values.accountLastname),
      });
    } else if (outcome.mail) {
      const firstname = formText(values.accountFirstname);
      const mail = outcome.kind === 'created' ? registrationMail(email, firstname, showStudentMessage) : addressTakenMail(call.ctx, outcome.holder);
      await call.ctx.outbox.send(mail);
    }
    const accountStatus = verified ? 'ok' : 'pending';
    return {
      id: null,
      values: { accountStatus, accountJob: job, showStudentMessage: showStudentMessage ? '1' : '' },
      result: { accountStatus, accountJob: job, showStudentMessage, chosenSessions: outcome.chosen.length },
    };
  },
  bottomActions: () => [
    { name: 'back', label: 'Retour', type: 'cancel' },
    { name: 'submit', label: 'Envoyer', type: 'submit' },
  ],
  afterEdit: 'onFormComplete',
};

type Registered =
  | { kind: 'created'; mail: boolean; accountId: number; chosen: number[] }
  | { kind: 'taken'; mail: boolean; holder: { email: string; firstname: string }; chosen: number[] };

/**
 * One transaction: the registration is counted against the address's hourly limit (429 past it)
 * whether the e-mail is free or not, then the account is created, unless the address already has one.
 * The mailbox's advisory lock (admitRegistration) serialises registrations of one address, so the
 * second of two sees the first's account.
 */
async function register(call: FormCall, values: FormValues, job: string, passwordHash: string, checked: DirectoryVerdict | null): Promise<Registered> {
  const email = formText(values.accountEmail);
  const now = call.ctx.now();
  const { optins, complete } = answeredOptins(call, values);
  return call.ctx.db.transaction(async (db) => {
    const admitted = await admitRegistration(db, call.ctx, call.clientAddress, mailboxOf(email));
    const chosen = await sessionsChosenBefore(db, call.body, now);
    const [holder] = await db
      .select({ email: schema.users.email, firstname: schema.users.firstname })
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = lower(${email})`)
      .limit(1);
    if (holder) return { kind: 'taken', mail: admitted.mail, holder, chosen };
    const [account] = await db
      .insert(schema.users)
      .values({
        email,
        passwordHash,
        role: 'member',
        status: checked?.verified ? 'active' : 'pending',
        directoryVerdict: checked?.verdict ?? null,
        job,
        jobPrecision: orNull(values.accountJobPrecision),
        firstname: formText(values.accountFirstname),
        lastname: formText(values.accountLastname),
        cell: orNull(values.accountCell),
        city: orNull(values.accountCity),
        optins,
        hasUpdatedOptins: complete ? 1 : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: schema.users.id });
    await rememberPendingSubscriptions(db, account.id, chosen);
    await recordOptinChanges({ ...call.ctx, db }, account.id, {}, optins, true, 'registration');
    // Last, so that a failed move (the file gone meanwhile) leaves no account behind.
    if (job === JOB_STUDENT) await keepStudentAuthorisation(call, db, account.id, values.accountAuthorisation);
    return { kind: 'created', mail: admitted.mail, accountId: account.id, chosen };
  });
}
