import { z } from 'zod';

/**
 * What a live room shows besides the player (spec 000 sections 3 and 4 "Live overlay", 001 section 4
 * "Live content"): one content at a time per session, pushed over the relay and read by polling.
 */
export const LIVE_CONTENT_TYPES = ['comment', 'quiz', 'poll', 'announce', 'feedback', 'none'] as const;
export type LiveContentType = (typeof LIVE_CONTENT_TYPES)[number];

export const liveContentStateSchema = z.object({
  eventId: z.number(),
  contentType: z.enum(LIVE_CONTENT_TYPES),
  /** 'none' when nothing is shown; else the id of the quiz question, announcement... as text. */
  contentId: z.string(),
  contentRevision: z.number(),
  /** Presenter options of the content, e.g. { showResults: true } for a quiz or poll. */
  contentOptions: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** The approved-questions feed is open in this room (a room setting, whatever the content; absent from older servers: off). */
  questionsFeed: z.boolean().optional(),
});
export type LiveContentState = z.infer<typeof liveContentStateSchema>;

/** The relay (spec 000 section 7 "Real-time relay socket"): socket.io namespaces, one room per session. */
export const RELAY_NAMESPACES = { participant: '/participant', presenter: '/presenter' } as const;
export type RelayEndpoint = keyof typeof RELAY_NAMESPACES;
/** The socket.io event name that carries every relay message, both ways. */
export const RELAY_EVENT = 'message';
/** Polling of state/get while the socket is down (spec 000 section 9). */
export const RELAY_POLL_MS = { participant: 5000, presenter: 2000 } as const;
export const RELAY_TIMEOUT_MS = 5000;
export const RELAY_MAX_RECONNECTS = 99;

/** What the relay pushes: the whole state on a change of content (contentLoad) or of its options (contentOption). */
export const relayMessageSchema = z.object({
  type: z.enum(['contentLoad', 'contentOption']),
  state: liveContentStateSchema,
});
export type RelayMessage = z.infer<typeof relayMessageSchema>;

/** One answer of a quiz or poll question as participants see it: correctness only once results show. */
export const quizChoiceSchema = z.object({ rid: z.number(), field: z.string() });
export const quizResultSchema = z.object({
  rid: z.number(),
  /** Share of the voters (not of the selections) who chose this answer, 0 to 100. */
  percentage: z.number(),
  votes: z.number(),
  correct: z.boolean(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const QUIZ_TYPES = ['quiz', 'poll'] as const;
export const liveQuizSchema = z.object({
  id: z.number(),
  quizQuestion: z.string(),
  quizType: z.enum(QUIZ_TYPES),
  quizMaxAnswers: z.number(),
  quizAnswers: z.array(quizChoiceSchema),
  /** false until this participant answered, then the rids chosen. */
  answered: z.union([z.literal(false), z.array(z.number())]),
  options: z.object({ showResults: z.boolean() }),
  /** Present only when the presenter shows the results. */
  results: z.array(quizResultSchema).optional(),
  voters: z.number().optional(),
});
export type LiveQuiz = z.infer<typeof liveQuizSchema>;

export const liveAnnounceSchema = z.object({ id: z.number(), announceTitle: z.string(), announceText: z.string() });
export type LiveAnnounce = z.infer<typeof liveAnnounceSchema>;

export const FEEDBACK_TYPES = ['stars', 'free'] as const;
export const feedbackItemSchema = z.object({ id: z.number(), feedbackType: z.enum(FEEDBACK_TYPES), feedbackQuestion: z.string() });
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
/** The labels of the stars (spec 000 section 5 "Live"). */
export const STAR_LABELS = ['Très peu satisfait', 'Peu satisfait', 'Satisfait', 'Très satisfait', 'Excellent !'] as const;

export const liveFeedbackSchema = z.object({
  eventId: z.number(),
  eventTitle: z.string(),
  items: z.array(feedbackItemSchema),
  answered: z.boolean(),
});
export type LiveFeedback = z.infer<typeof liveFeedbackSchema>;

/** Longest question a participant may send from the room. */
export const LIVE_MESSAGE_MAX = 2000;

/** Where a participant's own question stands, as the room shows it under the form. */
export const OWN_QUESTION_STATES = ['sent', 'approved', 'answered'] as const;
export type OwnQuestionState = (typeof OWN_QUESTION_STATES)[number];
export const OWN_QUESTION_LABELS: Record<OwnQuestionState, string> = { sent: 'Envoyée', approved: 'Approuvée', answered: 'Répondue' };

export const ownQuestionSchema = z.object({
  id: z.number(),
  messageContent: z.string(),
  state: z.enum(OWN_QUESTION_STATES),
  /** Epoch seconds. */
  dateCreated: z.number(),
});
export type OwnQuestion = z.infer<typeof ownQuestionSchema>;

/** An approved question of the room's feed, as every participant sees it (no author: the room is large). */
export const feedQuestionSchema = z.object({
  id: z.number(),
  messageContent: z.string(),
  votes: z.number(),
  answered: z.boolean(),
  /** Epoch seconds. */
  dateCreated: z.number(),
});
export type FeedQuestion = z.infer<typeof feedQuestionSchema>;

/** How often the room reads the feed while it is open, and the member's own questions while one awaits an answer. */
export const QUESTIONS_FEED_POLL_MS = 5000;
export const OWN_QUESTIONS_POLL_MS = 10_000;
