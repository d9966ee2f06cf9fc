import { z } from 'zod';
import { namedIdSchema } from '../ids';
import { FEEDBACK_TYPES, QUIZ_TYPES, liveContentStateSchema, quizResultSchema } from '../liveContent';
import { defineEndpoint, defineFileEndpoint } from './defineEndpoint';

/**
 * The control side of a live session (spec 001 sections 2 "Moderation", "Orchestrator control panel",
 * "Quiz edit", "Feedback administration", 4 "Messages" and "Live content", 7): moderation of the
 * questions, the quiz, announcement and feedback editors, and the per-session report.
 * Activating a content is liveApi.stateSet (the room's one call); these are the editors around it.
 */

const eventIdParam = namedIdSchema("de l'émission");
const formFlag = z.string().max(64).optional();
/** Texts typed by staff: the same ceiling everywhere, with the same French message. */
export const CONTROL_TEXT_MAX = 2000;
/** Shorter ceilings: an announcement's title, a quiz answer, a feedback question (the calls and the forms say the same). */
export const ANNOUNCE_TITLE_MAX = 200;
export const QUIZ_ANSWER_MAX = 500;
export const FEEDBACK_QUESTION_MAX = 500;
/** A quiz question offers 2 to 20 answers. */
export const QUIZ_ANSWERS_MIN = 2;
export const QUIZ_ANSWERS_MAX = 20;
const text = (label: string, max = CONTROL_TEXT_MAX) =>
  z
    .string({ error: `Le champ « ${label} » est requis` })
    .trim()
    .min(1, { error: `Le champ « ${label} » est requis` })
    .max(max, { error: `Le champ « ${label} » est trop long (${max} caractères au plus).` });

export const moderationEventSchema = z.object({
  id: z.number(),
  eventTitle: z.string(),
  /** Epoch seconds. */
  eventDate: z.number(),
  eventState: z.string(),
});
export type ModerationEvent = z.infer<typeof moderationEventSchema>;

/** POST /api/events/moderation: the sessions to moderate: the live one, then those to come (soonest first), then those held (latest first). */
export const moderationEvents = defineEndpoint({
  method: 'post',
  path: '/api/events/moderation',
  input: z.strictObject({ contact_form: formFlag }),
  output: z.object({ moderation: z.literal('complete'), data: z.array(moderationEventSchema) }),
});

export const moderatedMessageSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  messageContent: z.string(),
  messageAuthor: z.string(),
  /** 'on' when approved, as the spec has it. */
  messageApproved: z.enum(['on', '']),
  /** Epoch seconds. */
  dateCreated: z.number(),
  /** 'on' once a moderator marked it answered ('Répondue'). Absent from older servers. */
  messageAnswered: z.enum(['on', '']).optional(),
  /** Participants' '+1' in the questions feed. Absent from older servers. */
  votes: z.number().optional(),
});
export type ModeratedMessage = z.infer<typeof moderatedMessageSchema>;

export const MESSAGE_SORTS = ['time', 'votes'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

/** POST /api/message/list/{eventId}[?sort=time|votes]: a session's questions, newest (or most voted) first, and whether the caller may act on them. */
export const messageList = defineEndpoint({
  method: 'post',
  path: '/api/message/list/:eventId',
  input: z.strictObject({ eventId: eventIdParam, contact_form: formFlag, sort: z.enum(MESSAGE_SORTS, { error: 'Tri inconnu : time ou votes.' }).optional() }),
  output: z.object({
    message: z.literal('ok'),
    list: z.literal('complete'),
    event: moderationEventSchema,
    /** Approve, edit and delete: admin, or staff with buadm or mod (spec 001 section 6). */
    canModerate: z.boolean(),
    data: z.array(moderatedMessageSchema),
    /** Whether the room's approved-questions feed is open. Absent from older servers. */
    questionsFeed: z.boolean().optional(),
  }),
});

/** POST /api/message/answered: marks a question answered ('Répondue'), or not any more. */
export const messageAnswered = defineEndpoint({
  method: 'post',
  path: '/api/message/answered',
  input: z.strictObject({ id: namedIdSchema('du message') }),
  output: z.object({ moderation: z.literal('complete'), data: moderatedMessageSchema }),
});

/** POST /api/message/feed/set/{eventId}: opens or closes the room's approved-questions feed (off by default). */
export const questionsFeedSet = defineEndpoint({
  method: 'post',
  path: '/api/message/feed/set/:eventId',
  input: z.strictObject({
    eventId: eventIdParam,
    enabled: z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { error: 'Valeur invalide.' }),
  }),
  output: z.object({ moderation: z.literal('complete'), data: liveContentStateSchema }),
});

/** How long GET /api/message/wait holds a call before answering 'nothing new' (the panel then asks again). */
export const MESSAGE_WAIT_MS = 8000;

/**
 * GET /api/message/wait/{eventId}?after={lastId}: answers as soon as the session has a question newer
 * than `after` (or after MESSAGE_WAIT_MS), so that a moderator sees a new question within a second
 * between the panel's 3000 ms refreshes.
 */
export const messageWait = defineEndpoint({
  method: 'get',
  path: '/api/message/wait/:eventId',
  input: z.strictObject({
    eventId: eventIdParam,
    after: z.coerce
      .number({ error: 'Dernier message invalide.' })
      .int({ error: 'Dernier message invalide.' })
      .min(0, { error: 'Dernier message invalide.' })
      .max(2147483647, { error: 'Dernier message invalide.' }),
  }),
  output: z.object({ message: z.literal('ok'), fresh: z.boolean(), lastId: z.number() }),
});

const messageIdInput = { id: namedIdSchema('du message') };

/** POST /api/message/toggle: approves or withdraws the approval of a question. */
export const messageToggle = defineEndpoint({
  method: 'post',
  path: '/api/message/toggle',
  input: z.strictObject(messageIdInput),
  output: z.object({ moderation: z.literal('complete'), data: moderatedMessageSchema }),
});

/** POST /api/message/delete. */
export const messageDelete = defineEndpoint({
  method: 'post',
  path: '/api/message/delete',
  input: z.strictObject(messageIdInput),
  output: z.object({ deleted: z.literal('complete') }),
});

/** GET /api/message/get/{id}: one question for the edit form. */
export const messageGet = defineEndpoint({
  method: 'get',
  path: '/api/message/get/:id',
  input: z.strictObject(messageIdInput),
  output: z.object({ message: z.literal('ok'), data: moderatedMessageSchema }),
});

/** POST /api/message/edit: a moderator corrects a question's text. */
export const messageEdit = defineEndpoint({
  method: 'post',
  path: '/api/message/edit',
  input: z.strictObject({ ...messageIdInput, messageContent: text('Message'), fsubmit: formFlag }),
  output: z.object({ form: z.literal('saved'), data: moderatedMessageSchema, log: z.string() }),
});

/** GET /api/orchestrator/{eventId}: the panel's frame: the session, what the room shows, and the caller's tabs. */
export const orchestratorPanel = defineEndpoint({
  method: 'get',
  path: '/api/orchestrator/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({
    orchestrator: z.literal('complete'),
    event: moderationEventSchema,
    /** Only admin has the four tabs; mod and buadm only the live-view button. */
    tabs: z.boolean(),
    state: liveContentStateSchema,
    /** Participants connected now (presence not closed and seen in the last minute). */
    connected: z.number(),
  }),
});

// ---- The items of a session: quiz questions, announcements, feedback questions ----

/**
 * What the control room edits per session, one engine for the three (services/live defineSessionItems):
 * each kind's editor page is /staff/{kind}/{eventId}/edit[/{id}] (spec 001 "Quiz edit", "Orchestrator
 * control panel", "Feedback administration"), its form GET/POST /api/{kind}/edit/{eventId}[/{id}], its
 * history GET /api/_history/{kind}/{id}. The calls of spec 001 section 7 (list, save, delete, reset) stay.
 */
export const SESSION_ITEM_KINDS = ['quiz', 'announce', 'feedback'] as const;
export type SessionItemKind = (typeof SESSION_ITEM_KINDS)[number];

/** What both sides know of a kind's editor: its titles and the page it returns to. */
export interface SessionItemPage {
  titles: { create: string; edit: string };
  back(eventId: number): string;
}

export const SESSION_ITEM_PAGES: Record<SessionItemKind, SessionItemPage> = {
  quiz: { titles: { create: 'Nouvel élément de quiz', edit: 'Edition' }, back: (eventId) => `/staff/orchestrator/${eventId}/control?t=quiz` },
  announce: { titles: { create: 'Nouvelle annonce', edit: 'Edition' }, back: (eventId) => `/staff/orchestrator/${eventId}/control?t=announce` },
  feedback: { titles: { create: 'Nouvelle question', edit: 'Edition' }, back: (eventId) => `/staff/feedback/${eventId}/list` },
};

/** The address of a kind's form for one session (DynamicForm's fetchUrl; the item's id follows it). */
export const sessionItemFormPath = (kind: SessionItemKind, eventId: number) => `/api/${kind}/edit/${eventId}`;

// ---- Quiz manager and editor ----

export const quizChoiceInputSchema = z.object({
  field: text('Réponse', QUIZ_ANSWER_MAX),
  correct: z.union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])]).optional(),
});
export type QuizAnswerChoiceInput = z.infer<typeof quizChoiceInputSchema>;

export const managedQuizSchema = z.object({
  id: z.number(),
  quizType: z.enum(QUIZ_TYPES),
  quizQuestion: z.string(),
  quizPosition: z.number(),
  quizMaxAnswers: z.number(),
  quizAnswers: z.array(z.object({ rid: z.number(), field: z.string(), correct: z.boolean() })),
  voters: z.number(),
  results: z.array(quizResultSchema),
});
export type ManagedQuiz = z.infer<typeof managedQuizSchema>;

/** POST /api/quiz/list/{eventId}: the quiz manager: every question with its counts, and what the room shows. */
export const quizList = defineEndpoint({
  method: 'post',
  path: '/api/quiz/list/:eventId',
  input: z.strictObject({ eventId: eventIdParam, quiz_form: formFlag }),
  output: z.object({ list: z.literal('complete'), data: z.array(managedQuizSchema), state: liveContentStateSchema }),
});

/** POST /api/quiz/save/{eventId}: creates (no id) or changes a question; JSON for its list of answers. */
export const quizSave = defineEndpoint({
  method: 'post',
  path: '/api/quiz/save/:eventId',
  encoding: 'json',
  input: z.strictObject({
    eventId: eventIdParam,
    id: namedIdSchema('de la question').optional(),
    quizType: z.enum(QUIZ_TYPES, { error: 'Type de question inconnu : quiz ou sondage.' }),
    quizQuestion: text('Question'),
    quizMaxAnswers: z.coerce
      .number({ error: 'Nombre de réponses invalide.' })
      .int()
      .min(1, { error: 'Nombre de réponses invalide.' })
      .max(QUIZ_ANSWERS_MAX, { error: 'Nombre de réponses invalide.' }),
    quizAnswers: z
      .array(quizChoiceInputSchema, { error: 'Ajoutez au moins deux réponses.' })
      .min(QUIZ_ANSWERS_MIN, { error: 'Ajoutez au moins deux réponses.' })
      .max(QUIZ_ANSWERS_MAX, { error: 'Vingt réponses au plus.' }),
  }),
  output: z.object({ form: z.literal('saved'), data: managedQuizSchema, log: z.string() }),
});

/** POST /api/quiz/delete: refused on the question the room shows. */
export const quizDelete = defineEndpoint({
  method: 'post',
  path: '/api/quiz/delete',
  input: z.strictObject({ id: namedIdSchema('de la question') }),
  output: z.object({ deleted: z.literal('complete') }),
});

/** POST /api/quiz/reset/{eventId}/?q={questionId}: erases every answer; refused on the question the room shows. */
export const quizReset = defineEndpoint({
  method: 'post',
  path: '/api/quiz/reset/:eventId',
  input: z.strictObject({ eventId: eventIdParam, q: namedIdSchema('de la question'), quiz_form: formFlag }),
  output: z.object({ reset: z.literal('complete') }),
});

// ---- Announcements ----

export const managedAnnounceSchema = z.object({ id: z.number(), announcePosition: z.number(), announceTitle: z.string(), announceText: z.string() });
export type ManagedAnnounce = z.infer<typeof managedAnnounceSchema>;

/** POST /api/announce/list/{eventId}: a session's announcements in order, and what the room shows. */
export const announceList = defineEndpoint({
  method: 'post',
  path: '/api/announce/list/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({ list: z.literal('complete'), data: z.array(managedAnnounceSchema), state: liveContentStateSchema }),
});

/** POST /api/announce/save/{eventId}: creates (no id) or changes an announcement; the active one cannot be changed. */
export const announceSave = defineEndpoint({
  method: 'post',
  path: '/api/announce/save/:eventId',
  input: z.strictObject({
    eventId: eventIdParam,
    id: namedIdSchema("de l'annonce").optional(),
    announceTitle: text('Titre', ANNOUNCE_TITLE_MAX),
    announceText: text('Texte'),
    fsubmit: formFlag,
  }),
  output: z.object({ form: z.literal('saved'), data: managedAnnounceSchema, log: z.string() }),
});

/** POST /api/announce/delete: refused on the announcement the room shows. */
export const announceDelete = defineEndpoint({
  method: 'post',
  path: '/api/announce/delete',
  input: z.strictObject({ id: namedIdSchema("de l'annonce") }),
  output: z.object({ deleted: z.literal('complete') }),
});

// ---- Feedback ----

export const managedFeedbackItemSchema = z.object({
  id: z.number(),
  feedbackType: z.enum(FEEDBACK_TYPES),
  feedbackQuestion: z.string(),
  feedbackPosition: z.number(),
});

/** POST /api/feedback/list/{eventId}: the feedback questions, the number of answers, and what the room shows. */
export const feedbackList = defineEndpoint({
  method: 'post',
  path: '/api/feedback/list/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({
    list: z.literal('complete'),
    data: z.array(managedFeedbackItemSchema),
    answers: z.number(),
    state: liveContentStateSchema,
  }),
});

/** POST /api/feedback/save/{eventId}: creates (no id) or changes a feedback question. */
export const feedbackSave = defineEndpoint({
  method: 'post',
  path: '/api/feedback/save/:eventId',
  input: z.strictObject({
    eventId: eventIdParam,
    id: namedIdSchema('de la question').optional(),
    feedbackType: z.enum(FEEDBACK_TYPES, { error: 'Type de question inconnu : étoiles ou texte libre.' }),
    feedbackQuestion: text('Question', FEEDBACK_QUESTION_MAX),
    fsubmit: formFlag,
  }),
  output: z.object({ form: z.literal('saved'), data: managedFeedbackItemSchema, log: z.string() }),
});

/** POST /api/feedback/delete. */
export const feedbackDelete = defineEndpoint({
  method: 'post',
  path: '/api/feedback/delete',
  input: z.strictObject({ id: namedIdSchema('de la question') }),
  output: z.object({ deleted: z.literal('complete') }),
});

/** POST /api/feedback/reset/{eventId}: 'Remise à zéro', every participant's feedback erased. */
export const feedbackReset = defineEndpoint({
  method: 'post',
  path: '/api/feedback/reset/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({ reset: z.literal('complete') }),
});

// ---- Report ----

export const REPORT_PARTS = ['registrations', 'attendance', 'questions', 'quiz', 'feedback'] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];
export const REPORT_PART_TITLES: Record<ReportPart, string> = {
  registrations: 'Inscriptions',
  attendance: 'Présence',
  questions: 'Questions',
  quiz: 'Quiz et sondages',
  feedback: 'Satisfaction',
};

export const reportSchema = z.object({
  event: moderationEventSchema,
  registrations: z.number(),
  /** Members who attended (core memberAttendance: at least attendanceMinMinutes in the room, sockets, polls and player counted once). */
  attendees: z.number(),
  /** Minutes spent in the room, summed over everyone who came in. */
  attendanceMinutes: z.number(),
  /** ATTENDANCE_MIN_MINUTES: the minutes that make a member present. */
  attendanceMinMinutes: z.number(),
  questions: z.number(),
  approvedQuestions: z.number(),
  quiz: z.array(
    z.object({
      id: z.number(),
      quizType: z.enum(QUIZ_TYPES),
      quizQuestion: z.string(),
      voters: z.number(),
      results: z.array(quizResultSchema.extend({ field: z.string() })),
    }),
  ),
  feedback: z.object({
    answers: z.number(),
    stars: z.array(z.object({ id: z.number(), feedbackQuestion: z.string(), average: z.number().nullable(), count: z.number() })),
    free: z.array(z.object({ id: z.number(), feedbackQuestion: z.string(), texts: z.array(z.string()) })),
  }),
});
export type SessionReport = z.infer<typeof reportSchema>;

/** GET /api/report/{eventId}: one session's summary (admin and buadm). Files: GET /api/report/{eventId}/export?part=&format=csv|xlsx. */
export const sessionReport = defineEndpoint({
  method: 'get',
  path: '/api/report/:eventId',
  input: z.strictObject({ eventId: eventIdParam }),
  output: z.object({ report: z.literal('complete'), data: reportSchema }),
});

/** GET /api/report/{eventId}/export?part=&format=csv|xlsx: one part of the report as a file. */
export const reportExport = defineFileEndpoint({
  path: '/api/report/:eventId/export',
  input: z.strictObject({
    eventId: namedIdSchema("de l'émission"),
    part: z.enum(REPORT_PARTS, { error: `Partie du rapport inconnue : ${REPORT_PARTS.join(', ')}.` }),
    format: z.enum(['csv', 'xlsx'], { error: 'Format d’export invalide : csv ou xlsx.' }),
  }),
});
