import { and, count, eq, gt } from 'drizzle-orm';
import {
  jobLabelIn,
  PHARMACOVIGILANCE_NOTICE,
  professionOptions,
  type FormField,
  type FormGroup,
  type FormValues,
  type SessionUser,
  type SiteVariant,
} from '@canal/contracts';
import { openPvCaseIfAdverse } from '@canal/domain';
import { admitUnderLimit, HOUR_MS, HttpError, schema, type Database, type FormCall, type FormModule, formText } from '@canal/service-core';

const { contactMessages } = schema;

export const TOO_MANY_MESSAGES = 'Vous avez envoyé plusieurs messages depuis cette adresse : merci de patienter une heure avant d’en envoyer un autre.';
export const CONTACT_SENT = 'Votre message a bien été envoyé. Notre équipe vous répondra dans les meilleurs délais.';

/** The subjects in the order `?s=` counts them (spec 000 section 2.13): 'labo' only for logged-in users. */
const SUBJECTS = [
  { value: 'registration', label: 'Inscription' },
  { value: 'connection', label: 'Connexion' },
  { value: 'labo', label: 'Question au laboratoire' },
  { value: 'accessibility', label: 'Accessibilité : demander une alternative accessible' },
];

/** `?view=4`, the accessibility statement's form (/accessibilite): its subject chosen, and a message field for visitors too, who must be able to say what they need. */
export const ACCESSIBILITY_VIEW = '4';

const staffOrSpeaker = (user: SessionUser | null) => user?.role === 'staff' || user?.role === 'speaker';

/**
 * The subjects a caller may choose: registry subjects are not for staff and speakers, 'labo' is for
 * members only; the accessibility request is offered on the statement's form (ACCESSIBILITY_VIEW),
 * to anyone, and nowhere else, so /contact keeps the spec's subjects.
 */
function subjectsFor(user: SessionUser | null, view: string | null) {
  const offered = SUBJECTS.filter((subject) => subject.value !== 'accessibility' || view === ACCESSIBILITY_VIEW);
  if (staffOrSpeaker(user)) return offered.filter((subject) => subject.value === 'labo' || subject.value === 'accessibility');
  return user ? offered : offered.filter((subject) => subject.value !== 'labo');
}

const text = (id: string, label: string, validators: string[], extra: Partial<FormField> = {}): FormField => ({
  id,
  label,
  type: 'text',
  validators,
  maxLength: 64,
  sizes: { xs: 12, md: 6 },
  ...extra,
});

/**
 * The profession variant (spec 000 section 2.13, 'a profession select accountJob (notEmpty)'): the
 * second site variant addresses several professions and asks which one writes, after the city.
 */
const professionChoices = (variant: SiteVariant) => (variant === 'two' ? professionOptions(variant) : []);

function professionField(variant: SiteVariant): FormField[] {
  const options = professionChoices(variant);
  return options.length > 0 ? [{ id: 'accountJob', label: 'Profession', type: 'select', validators: ['notEmpty'], options, sizes: { xs: 12, md: 6 } }] : [];
}

function contactFields(user: SessionUser | null, variant: SiteVariant, view: string | null): FormField[] {
  const subject: FormField = {
    id: 'subject',
    label: 'Sujet',
    type: 'select',
    validators: ['notEmpty'],
    options: subjectsFor(user, view),
    maxLength: 128,
    sizes: { xs: 12 },
  };
  const message: FormField[] =
    user || view === ACCESSIBILITY_VIEW
      ? [
          {
            id: 'message',
            label: 'Message',
            type: 'text',
            validators: ['notEmpty'],
            multiline: true,
            rows: 4,
            maxLength: 2000,
            helperText: PHARMACOVIGILANCE_NOTICE,
            sizes: { xs: 12 },
          },
        ]
      : [];
  // A logged-in user is not asked who they are: the account says it (senderOf); only a phone to be called back on.
  if (user) return [text('cell', 'Téléphone portable', ['cell']), subject, ...message];
  return [
    text('email', 'Adresse e-mail', ['notEmpty', 'email']),
    text('email2', 'Confirmation de l’adresse e-mail', ['notEmpty', 'email'], { sameAs: 'email' }),
    text('firstname', 'Prénom', ['notEmpty', 'alphaNum']),
    text('name', 'Nom', ['notEmpty', 'alphaNum']),
    text('city', 'Ville', ['notEmpty', 'alphaNum']),
    ...professionField(variant),
    text('cell', 'Téléphone portable', ['cell']),
    subject,
    ...message,
  ];
}

/** Inside the message's transaction: refuses the address past CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR (429), counted under the address's lock. */
function admitMessage(tx: Database, call: FormCall): Promise<void> {
  return admitUnderLimit(tx, {
    key: `contact-address:${call.clientAddress}`,
    limit: call.ctx.config.CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
    used: async (db) => {
      const since = new Date(call.ctx.now().getTime() - HOUR_MS);
      const [sent] = await db
        .select({ total: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.ip, call.clientAddress), gt(contactMessages.createdAt, since)));
      return sent?.total ?? 0;
    },
    refusal: () => new HttpError(429, TOO_MANY_MESSAGES, 'rate_limited'),
  });
}

/** Who writes: the account of a logged-in user (its identity is not asked again), else what the visitor typed. */
function senderOf(user: SessionUser | null, values: FormValues): FormValues {
  if (!user) return values;
  return { ...values, email: user.email, firstname: user.firstname, name: user.lastname, city: user.city ?? '', accountJob: user.job ?? '' };
}

function supportMail(call: FormCall, values: FormValues) {
  const label = SUBJECTS.find((subject) => subject.value === formText(values.subject))?.label ?? formText(values.subject);
  const line = (name: string, value: string) => (value ? [`${name} : ${value}`] : []);
  const profession = formText(values.accountJob);
  return {
    to: call.ctx.config.SUPPORT_EMAIL,
    subject: `Contact Canal Pneumo : ${label}`,
    text: [
      ...line('De', `${formText(values.firstname)} ${formText(values.name)}`.trim()),
      ...line('Adresse e-mail', formText(values.email)),
      ...line('Ville', formText(values.city)),
      ...line('Téléphone', formText(values.cell)),
      ...line('Profession', profession && jobLabelIn(call.ctx.config.SITE_MENU_VARIANT, profession)),
      ...line('Compte', call.user ? `n° ${call.user.id} (${call.user.role})` : 'visiteur non connecté'),
      ...line('Sujet', label),
      '',
      formText(values.message),
    ].join('\n'),
  };
}

/**
 * /contact (spec 000 section 2.13): a visitor says who they are; a logged-in user is not asked what
 * the account already says (issue 29: phone, subject and message only, the sender's identity taken
 * from the account). 'labo' and the message for logged-in users only, no registry subjects for staff
 * and speakers. A message is kept in
 * contact_messages and e-mailed to SUPPORT_EMAIL through the outbox, in one transaction.
 */
export const contactForm: FormModule = {
  name: 'contact',
  fetchPath: '/api/contact',
  // Spec 000 §7: 'POST contact | form-urlencoded fields plus contact_form | contact 'complete', log'.
  envelope: 'contact',
  access: 'public',
  idMode: 'none',
  title: () => 'Contact',
  groups: (call): FormGroup[] => [
    {
      label: call.user ? `Votre message, au nom de ${call.user.firstname} ${call.user.lastname} (${call.user.email})`.replace(/\s+/g, ' ') : 'Vos coordonnées',
      items: contactFields(call.user, call.ctx.config.SITE_MENU_VARIANT, call.view),
    },
  ],
  load: (call) => {
    const subjects = subjectsFor(call.user, call.view);
    const chosen = SUBJECTS[Number(call.view) - 1];
    const values: FormValues = call.user ? { cell: call.user.cell ?? '' } : {};
    if (chosen && subjects.includes(chosen)) values.subject = chosen.value;
    return Promise.resolve(values);
  },
  async save(call, posted) {
    const values = senderOf(call.user, posted);
    await call.ctx.db.transaction(async (db) => {
      await admitMessage(db, call);
      const [stored] = await db
        .insert(contactMessages)
        .values({
          createdAt: call.ctx.now(),
          userId: call.user?.id ?? null,
          ip: call.clientAddress,
          email: formText(values.email),
          firstname: formText(values.firstname),
          name: formText(values.name),
          city: formText(values.city),
          cell: formText(values.cell),
          subject: formText(values.subject),
          message: formText(values.message),
          accountJob: formText(values.accountJob),
        })
        .returning({ id: contactMessages.id });
      if (stored)
        await openPvCaseIfAdverse(db, {
          source: 'contact',
          sourceId: stored.id,
          text: formText(values.message),
          userId: call.user?.id ?? null,
          email: formText(values.email),
          now: call.ctx.now(),
        });
      await call.ctx.outbox.within(db).send(supportMail(call, values));
    });
    return { id: null, status: 'complete' };
  },
  bottomActions: () => [{ name: 'submit', label: 'Envoyer', type: 'submit' }],
  afterEdit: 'log',
  successMessage: CONTACT_SENT,
};
