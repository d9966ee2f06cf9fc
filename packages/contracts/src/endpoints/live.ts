import { z } from 'zod';
import { namedIdSchema } from '../ids';
import { liveResponseSchema } from '../live';
import {
  LIVE_CONTENT_TYPES,
  LIVE_MESSAGE_MAX,
  feedQuestionSchema,
  liveAnnounceSchema,
  liveContentStateSchema,
  liveFeedbackSchema,
  liveQuizSchema,
  ownQuestionSchema,
} from '../liveContent';
import { contactFormFlag } from './commonFields';
import { defineEndpoint, defineFileEndpoint } from './defineEndpoint';

/**
 * POST /api/live/{id}[?k=&r=]: may the caller enter the live room of a session, and what it shows.
 * A visitor gets a 401 (live 'not_connected'), unless `k` is their personal link's token; an unknown
 * session a 404 (live 'not_found'). The key and referer travel in the query of the address (`url`), as the spec has them.
 */
export const access = defineEndpoint({
  method: 'post',
  path: '/api/live/:id',
  input: z.strictObject({
    id: namedIdSchema("de l'émission"),
    contact_form: contactFormFlag,
    /**
     * The key of the address: an external room's key (presenter, participant), or the token of a
     * member's personal link (subscription e-mails), which logs a visitor in as that member.
     * The referer `r` is read and ignored.
     */
    k: z.string().max(256).optional(),
    r: z.string().max(256).optional(),
  }),
  output: liveResponseSchema,
});

// ---- The room's content (spec 000 section 7: state, quiz, announce, feedback, message/send) ----

/** A form's name field sent by the legacy client (`quiz_form`, `fsubmit=message_form`...): read and ignored. */
const formFlag = z.string().max(64).optional();
const eventIdParam = namedIdSchema("de l'émission");
const questionIdParam = namedIdSchema('de la question');

/** GET /api/state/get/{eventId}: what the room shows now; read by the participants' polling fallback. */
export const stateGet = defineEndpoint({
  method: 'get',
  path: '/api/state/get/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({ state: z.literal('complete'), data: liveContentStateSchema }),
});

/** POST /api/state/set/{eventId}: a presenter changes what the room shows; pushed to the room at once. */
export const stateSet = defineEndpoint({
  method: 'post',
  path: '/api/state/set/:eventId',
  input: z.strictObject({
    eventId: eventIdParam,
    contentType: z.enum(LIVE_CONTENT_TYPES, { error: 'Type de contenu inconnu.' }),
    contentId: z.string().trim().max(32, { error: 'Identifiant de contenu invalide.' }).default('none'),
    event_state_form: formFlag,
  }),
  output: z.object({ state: z.literal('complete'), data: liveContentStateSchema }),
});

/** POST /api/message/send: a participant's question, stored unapproved for moderation. */
export const messageSend = defineEndpoint({
  method: 'post',
  path: '/api/message/send',
  input: z.strictObject({
    eid: eventIdParam,
    message: z
      .string({ error: 'Votre question est vide.' })
      .trim()
      .min(1, { error: 'Votre question est vide.' })
      .max(LIVE_MESSAGE_MAX, { error: `Votre question est trop longue (${LIVE_MESSAGE_MAX} caractères au plus).` }),
    /**
     * Chosen by our page for each question typed: a retry with the same key is not stored twice. Not
     * in the spec's call (eid, message, fsubmit, csrf): a client without it has each question stored once per send.
     */
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Clé de message invalide.' })
      .optional(),
    fsubmit: formFlag,
  }),
  output: z.object({ form: z.literal('saved'), log: z.string() }),
});

/** GET /api/message/mine/{eventId}: the caller's own questions in this room, newest first, with their state, and the feed questions they voted for. */
export const messageMine = defineEndpoint({
  method: 'get',
  path: '/api/message/mine/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({ message: z.literal('ok'), data: z.array(ownQuestionSchema), voted: z.array(z.number()) }),
});

/** GET /api/message/feed/{eventId}: the room's approved questions, most voted first, while the feed is open (else `enabled` false and none). */
export const messageFeed = defineEndpoint({
  method: 'get',
  path: '/api/message/feed/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({ message: z.literal('ok'), enabled: z.boolean(), data: z.array(feedQuestionSchema) }),
});

/** POST /api/message/vote/{eventId}: '+1' on an approved question of the open feed; a member counts once however many times they click. */
export const messageVote = defineEndpoint({
  method: 'post',
  path: '/api/message/vote/:eventId',
  input: z.strictObject({ eventId: eventIdParam, id: namedIdSchema('de la question') }),
  output: z.object({ message: z.literal('ok'), data: z.object({ id: z.number(), votes: z.number(), voted: z.literal(true) }) }),
});

const quizQuery = { eventId: eventIdParam, q: questionIdParam, quiz_form: formFlag };

/** POST /api/quiz/get/{eventId}/?q={questionId}: a question of the room as this participant sees it. */
export const quizGet = defineEndpoint({
  method: 'post',
  path: '/api/quiz/get/:eventId',
  input: z.strictObject(quizQuery),
  output: z.object({ quiz: z.literal('complete'), data: liveQuizSchema }),
});

/** POST /api/quiz/state/{eventId}/?q={questionId} (spec 000 §7): the same answer as quiz/get, for the spec's clients. */
export const quizState = defineEndpoint({
  method: 'post',
  path: '/api/quiz/state/:eventId',
  input: z.strictObject(quizQuery),
  output: z.object({ quiz: z.literal('complete'), data: liveQuizSchema }),
});

/** POST /api/quiz/store/{eventId}/?q={questionId}: the participant's answer, stored once. */
export const quizStore = defineEndpoint({
  method: 'post',
  path: '/api/quiz/store/:eventId',
  input: z.strictObject({
    ...quizQuery,
    /** A list of rids; a form with one choice sends it as a single field, read as a list of one. */
    choiceData: z.preprocess(
      (value: Array<number | string> | number | string) => (typeof value === 'string' || typeof value === 'number' ? [value] : value),
      z
        .array(namedIdSchema('de la réponse'), { error: 'Vous devez choisir au moins une réponse !' })
        .min(1, { error: 'Vous devez choisir au moins une réponse !' })
        .max(50, { error: 'Trop de réponses choisies.' }),
    ),
  }),
  output: z.object({ quiz: z.literal('complete'), data: liveQuizSchema }),
});

/** POST /api/quiz/setOptions/{eventId}?q={questionId}: a presenter shows or hides the results. */
export const quizSetOptions = defineEndpoint({
  method: 'post',
  path: '/api/quiz/setOptions/:eventId',
  input: z.strictObject({
    eventId: eventIdParam,
    q: questionIdParam,
    name: z.literal('showResults', { error: 'Option inconnue.' }),
    value: z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { error: 'Valeur invalide.' }),
    manager_options_form: formFlag,
  }),
  output: z.object({ quiz: z.literal('complete'), data: liveContentStateSchema }),
});

/** POST /api/announce/get/{eventId}/?q={announceId}: the announcement shown in the room. */
export const announceGet = defineEndpoint({
  method: 'post',
  path: '/api/announce/get/:eventId',
  input: z.strictObject({ eventId: eventIdParam, q: namedIdSchema("de l'annonce") }),
  output: z.object({ announce: z.literal('complete'), data: liveAnnounceSchema }),
});

/** POST /api/feedback/get/{eventId}/: the feedback form of a session, and whether this user answered. */
export const feedbackGet = defineEndpoint({
  method: 'post',
  path: '/api/feedback/get/:eventId',
  input: z.strictObject({ eventId: eventIdParam, contact_form: contactFormFlag }),
  output: z.object({ feedback: z.literal('complete'), answered: z.boolean(), data: liveFeedbackSchema }),
});

/** POST /api/feedback/store/{eventId}/: the answers as e_{itemId} fields (the product) or e_{index} (spec 000 §7), stored once. */
export const feedbackStore = defineEndpoint({
  method: 'post',
  path: '/api/feedback/store/:eventId',
  input: z
    .object({ eventId: eventIdParam, feedback_form: formFlag })
    .catchall(z.string().max(LIVE_MESSAGE_MAX, { error: `Réponse trop longue (${LIVE_MESSAGE_MAX} caractères au plus).` })),
  output: z.object({ feedback: z.literal('complete'), answered: z.literal(true) }),
});

/** POST /api/live/track/{eventId}: video tracking (epoch seconds), at most every 10 s and at once on play, pause, seek and end. */
export const videoTrack = defineEndpoint({
  method: 'post',
  path: '/api/live/track/:eventId',
  input: z.strictObject({
    eventId: eventIdParam,
    viewStart: z.coerce.number({ error: 'Horodatage invalide.' }).int().positive({ error: 'Horodatage invalide.' }),
    viewLast: z.coerce.number({ error: 'Horodatage invalide.' }).int().positive({ error: 'Horodatage invalide.' }),
  }),
  output: z.object({ track: z.literal('complete') }),
});

// ---- Entering an external room, and the live's legal file (spec 000 section 7: events/redir, events/download) ----

/** POST /api/events/redir/{id}[?l={linkIndex}]: where the room's button leads this user now. */
export const eventRedirect = defineEndpoint({
  method: 'post',
  path: '/api/events/redir/:id',
  input: z.strictObject({
    id: eventIdParam,
    /** The browser's clock when the button was pressed (epoch seconds), as the spec sends it. */
    rd: z.coerce.number({ error: 'Horodatage invalide.' }).int().nonnegative({ error: 'Horodatage invalide.' }),
    /** 1: the first external room (French), 2: the second (English). */
    l: z.enum(['1', '2'], { error: 'Salle inconnue.' }).optional(),
    /** The invitation key of the page's address (k), which may open the presenter or participant room. */
    k: z.string().max(256).optional(),
  }),
  output: z.union([
    z.object({ live: z.literal('complete') }),
    z.object({
      live: z.literal('redir'),
      to: z.string(),
      toMethod: z.enum(['GET', 'POST']),
      toData: z.record(z.string(), z.string()),
    }),
  ]),
});

/** GET /api/events/download/{id}?f=eventLegalLiveFile: the live's legal file, for those in the room. */
export const eventDownload = defineFileEndpoint({
  path: '/api/events/download/:id',
  input: z.strictObject({ id: namedIdSchema("de l'émission"), f: z.literal('eventLegalLiveFile', { error: 'Fichier inconnu.' }) }),
});

// ---- Attendance (issue 8 §4): minutes present, hasAttended, certificates ----

export const attendanceRowSchema = z.object({
  eventId: z.number(),
  eventTitle: z.string(),
  /** Epoch seconds. */
  eventDate: z.number(),
  minutes: z.number(),
  hasAttended: z.boolean(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

/** GET /api/attendance/mine: the sessions the caller attended, each with its certificate. */
export const attendanceMine = defineEndpoint({
  method: 'get',
  path: '/api/attendance/mine',
  input: z.strictObject({}),
  output: z.object({
    attendance: z.literal('complete'),
    // certificateNumber: the public number printed on the PDF and in its QR code (issue 32 §3).
    data: z.array(attendanceRowSchema.extend({ certificateUrl: z.string(), certificateNumber: z.string() })),
  }),
});

/** GET /api/attendance/user/{userId}: a participant's attendance per session, for staff (account preview). */
export const attendanceOfUser = defineEndpoint({
  method: 'get',
  path: '/api/attendance/user/:userId',
  input: z.strictObject({ userId: namedIdSchema("de l'utilisateur") }),
  output: z.object({ attendance: z.literal('complete'), data: z.array(attendanceRowSchema) }),
});

/** The public page a certificate's QR code opens (the member area's router): `/attestation/{number}`. */
export const CERTIFICATE_PAGE_PATH = '/attestation';

/** GET /api/attendance/verify/{number}: what a third party may read of a certificate (name, session, date; nothing else). */
export const certificateVerify = defineEndpoint({
  method: 'get',
  path: '/api/attendance/verify/:number',
  input: z.strictObject({ number: z.string().max(40, { error: "Numéro d'attestation invalide." }) }),
  output: z.object({
    certificate: z.literal('complete'),
    number: z.string(),
    holderName: z.string(),
    sessionTitle: z.string(),
    /** Epoch seconds. */
    sessionDate: z.number(),
  }),
});

/** GET /api/attendance/certificates.zip: every certificate of the caller, one PDF each, in one ZIP. */
export const certificatesZip = defineFileEndpoint({
  path: '/api/attendance/certificates.zip',
  input: z.strictObject({}),
});

/** GET /api/attendance/certificate/{eventId}: the caller's attendance certificate (PDF). */
export const certificate = defineFileEndpoint({
  path: '/api/attendance/certificate/:eventId',
  input: z.strictObject({ eventId: namedIdSchema("de l'émission") }),
});
