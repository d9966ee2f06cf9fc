import { z } from 'zod';
import { namedIdSchema } from '../ids';
import { defineEndpoint, defineFileEndpoint, fileUrl } from './defineEndpoint';

/**
 * A member's personal data (RGPD): their consents and the record of every change, the export of
 * their own data, and the deletion of their account confirmed by e-mail (staff service).
 */

/** One consent (accountOptin1…) as it stands: its text and whether it is given; null for a choice never made ('Pas de choix'). */
export const consentSchema = z.object({ optin: z.string(), label: z.string(), given: z.boolean().nullable() });
export type Consent = z.infer<typeof consentSchema>;

/** One recorded change of a consent, the proof of consent: the choice made and when (epoch seconds). */
export const consentChangeSchema = consentSchema.extend({ changedAt: z.number(), source: z.string() });
export type ConsentChange = z.infer<typeof consentChangeSchema>;

const consentsOutput = z.object({
  consents: z.literal('complete'),
  data: z.object({ current: z.array(consentSchema), changes: z.array(consentChangeSchema) }),
});

/** GET /api/account/consents: the caller's consents and every change of them, latest first (any logged-in user). */
export const myConsents = defineEndpoint({
  method: 'get',
  path: '/api/account/consents',
  input: z.strictObject({}),
  output: consentsOutput,
});

/** GET /api/account/consents/{id}: the same record of one account, for the staff who see accounts. */
export const accountConsents = defineEndpoint({
  method: 'get',
  path: '/api/account/consents/:id',
  input: z.strictObject({ id: namedIdSchema('du compte') }),
  output: consentsOutput,
});

/** The formats of the DPO's proof of consent. */
export const CONSENT_PROOF_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ConsentProofFormat = (typeof CONSENT_PROOF_FORMATS)[number];

/**
 * GET /api/account/consentProof/{id}?format=csv|xlsx|json: for the DPO (admins), one account's
 * proof of consent as a file: every consent given or withdrawn, when, with which value and how
 * (registration, dialog, 'Mon compte', a mail's unsubscribe link, staff).
 */
export const consentProofExport = defineFileEndpoint({
  path: '/api/account/consentProof/:id',
  input: z.strictObject({
    id: namedIdSchema('du compte'),
    format: z.enum(CONSENT_PROOF_FORMATS, { error: 'Format de téléchargement invalide : csv, xlsx ou json.' }),
  }),
});

export const consentProofUrl = (id: number, format: ConsentProofFormat) => fileUrl(consentProofExport, { id, format });

// ---- The one-click unsubscribe of marketing mails (RFC 8058) ----

/**
 * The signed link of a marketing mail: `u` the member, `c` the consent the mail depends on, `s` the
 * HMAC of both (domain optins/unsubscribeLink.ts). The one-click POST of RFC 8058 also carries
 * `List-Unsubscribe=One-Click` in its body.
 */
const unsubscribeInput = z.strictObject({
  u: z.coerce
    .number({ error: 'Lien de désabonnement invalide.' })
    .int('Lien de désabonnement invalide.')
    .min(1, 'Lien de désabonnement invalide.')
    .max(2_147_483_647, 'Lien de désabonnement invalide.'),
  c: z.string({ error: 'Lien de désabonnement invalide.' }).regex(/^[A-Za-z0-9]{1,40}$/, 'Lien de désabonnement invalide.'),
  s: z.string({ error: 'Lien de désabonnement invalide.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Lien de désabonnement invalide.'),
  'List-Unsubscribe': z.literal('One-Click', { error: 'Requête de désabonnement invalide.' }).optional(),
});

/** GET /api/unsubscribe?u=&c=&s=: a page that asks for a click (mail scanners open links: a GET never withdraws). */
export const unsubscribePage = defineFileEndpoint({ path: '/api/unsubscribe', input: unsubscribeInput });

/** POST /api/unsubscribe?u=&c=&s=: withdraws the consent (the page's button, or a mail client's one-click POST) and answers a confirmation page. */
export const unsubscribeConfirm = defineFileEndpoint({ method: 'post', path: '/api/unsubscribe', input: unsubscribeInput });

// ---- 'Télécharger mes données' ----

/**
 * The export: the account (one flat row), then every other section as a list of flat rows. A field
 * whose name ends in `At` or `Date` holds an ISO 8601 moment (the CSV writes it as a Paris date).
 */
const when = z.string();
const whenOrNull = z.string().nullable();
const session = { sessionId: z.number(), sessionTitle: z.string() };
/** A podcast or an episode: 'Podcast' or 'Épisode', its id and its title. */
const media = { kind: z.string(), itemId: z.number(), title: z.string() };

export const myDataSchema = z.object({
  exportedAt: when,
  account: z.object({
    id: z.number(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    job: z.string(),
    jobPrecision: z.string(),
    cell: z.string(),
    city: z.string(),
    universe: z.string(),
    role: z.string(),
    status: z.string(),
    createdAt: when,
    updatedAt: when,
  }),
  consents: z.array(consentSchema),
  consentChanges: z.array(consentSchema.extend({ changedAt: when })),
  subscriptions: z.array(z.object({ ...session, sessionDate: when, subscribedAt: when, attendedAt: whenOrNull })),
  attendance: z.array(z.object({ ...session, minutes: z.number(), hasAttended: z.boolean(), computedAt: when })),
  roomConnections: z.array(z.object({ ...session, via: z.string(), connectedAt: when, lastSeenAt: when, disconnectedAt: whenOrNull })),
  questions: z.array(z.object({ ...session, question: z.string(), approved: z.boolean(), askedAt: when })),
  quizAnswers: z.array(z.object({ ...session, kind: z.string(), question: z.string(), answers: z.string(), answeredAt: when })),
  feedbackAnswers: z.array(z.object({ ...session, question: z.string(), answer: z.string(), answeredAt: when })),
  chatDiscussions: z.array(z.object({ discussionId: z.string(), name: z.string(), createdAt: when })),
  chatMessages: z.array(z.object({ discussionId: z.string(), author: z.string(), text: z.string(), createdAt: when })),
  mediaProgress: z.array(z.object({ ...media, positionSeconds: z.number(), finished: z.boolean(), startedAt: when, updatedAt: when })),
  mediaRatings: z.array(z.object({ ...media, rating: z.number(), updatedAt: when })),
  mediaShares: z.array(z.object({ ...media, recipients: z.string(), sharedAt: when })),
  contactMessages: z.array(
    z.object({
      subject: z.string(),
      message: z.string(),
      email: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      city: z.string(),
      cell: z.string(),
      sentAt: when,
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

export const MY_DATA_FORMATS = ['json', 'csv'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];

/**
 * GET /api/account/myData?format=json|csv: the caller's own data, always theirs (the address takes
 * no id), answered as a file to download (`Content-Disposition: attachment`, `Cache-Control: no-store`).
 * The JSON file is `myDataSchema`, checked by the server before it leaves; the CSV file has one line
 * per field (section; row; field; value).
 */
export const myDataExport = defineFileEndpoint({
  path: '/api/account/myData',
  input: z.strictObject({ format: z.enum(MY_DATA_FORMATS, { error: 'Format de téléchargement invalide : json ou csv.' }) }),
});

/** The address of the download, for a link. */
export const myDataUrl = (format: MyDataFormat) => fileUrl(myDataExport, { format });

// ---- 'Supprimer mon compte' ----

/** How long the e-mailed deletion link stays valid. */
export const DELETION_LINK_HOURS = 24;

/** What a deletion does, said the same way on 'Mon compte', in the e-mail and on the confirmation page. */
export const DELETION_TEXTS = {
  erased:
    'Vos informations personnelles (nom, adresse e-mail, téléphone, ville, numéro professionnel), vos consentements, vos discussions GPTPubMed, vos documents envoyés et vos messages au support sont effacés, et vous ne pourrez plus vous connecter.',
  kept: 'Vos inscriptions, présences, questions et réponses restent comptées dans les statistiques des sessions, sous la mention «\u00a0Compte supprimé\u00a0», sans votre nom.',
  final: 'La suppression est définitive : l’équipe Canal Pneumo ne pourra pas rouvrir votre compte.',
  /** Speakers', staff's and admins' accounts are closed by the team, not online. */
  membersOnly:
    'La suppression en ligne concerne les comptes de professionnels de santé. Pour un compte d’orateur ou de l’équipe, écrivez-nous depuis la page Contact.',
} as const;

/** The name an anonymised account shows in reports, lists and exports. */
export const DELETED_ACCOUNT_NAME = 'Compte supprimé';

/** POST /api/account/deletion/request: e-mails the caller a single-use link to confirm the deletion of their account (members). */
export const deletionRequest = defineEndpoint({
  method: 'post',
  path: '/api/account/deletion/request',
  input: z.strictObject({}),
  output: z.object({ deletion: z.literal('requested'), log: z.string() }),
});

/** POST /api/account/deletion/confirm: the key of the e-mailed link; the account is anonymised at once and for good. */
export const deletionConfirm = defineEndpoint({
  method: 'post',
  path: '/api/account/deletion/confirm',
  input: z.strictObject({
    key: z
      .string({ error: 'Lien de suppression invalide.' })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Ce lien de suppression est invalide, a expiré ou a déjà servi.'),
  }),
  output: z.object({ deletion: z.literal('complete'), log: z.string() }),
});

/** The page the e-mailed link opens: it asks for a last confirmation before posting the key. */
export const DELETION_PAGE_PATH = '/account/delete';
