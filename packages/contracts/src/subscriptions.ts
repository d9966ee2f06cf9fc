import { z } from 'zod';
import { eventCardSchema, flagSchema } from './eventCard';
import { EVENT_STATES } from './eventState';

/**
 * One date of a session as the date pickers show it (spec 000 section 3 "eventDates": value,
 * label), with what the picker needs to enable it: state, full, already subscribed.
 */
export const sessionDateSchema = z.object({
  value: z.number(),
  label: z.string(),
  eventTitle: z.string(),
  /** Epoch seconds. */
  eventDate: z.number(),
  eventDuration: z.number(),
  eventState: z.enum(EVENT_STATES),
  isFull: flagSchema,
  isSubscribed: flagSchema,
});
export type SessionDate = z.infer<typeof sessionDateSchema>;

/** `data` of POST /api/events/get/{id}: the card, the theme's texts, the hosts' words and the theme's other dates. */
export const eventDetailSchema = eventCardSchema.extend({
  themeSubTitle: z.string(),
  themeDescription: z.string(),
  themeProgram: z.string(),
  eventGuestsDescription: z.string(),
  eventLinkTeasing: z.string().nullable(),
  eventDates: z.array(sessionDateSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** A theme of /subscribe with its sessions still open (not over), earliest first. */
export const themeSessionsSchema = z.object({
  id: z.number(),
  themeName: z.string(),
  themeSubTitle: z.string(),
  themeColor: z.string(),
  themeDescription: z.string(),
  themeThumb: z.array(z.object({ dest: z.string() })),
  sessions: z.array(sessionDateSchema),
});
export type ThemeSessions = z.infer<typeof themeSessionsSchema>;

/** Outcomes of subscribe (spec 000 section 7; 'unknown_subsriber' is the spec's spelling, kept on the wire). */
export const SUBSCRIPTION_OUTCOMES = ['complete', 'already', 'unknown_subsriber'] as const;
export type SubscriptionOutcome = (typeof SUBSCRIPTION_OUTCOMES)[number];

export const INVITATION_OUTCOMES = ['complete', 'unknown_subsriber', 'already_sent'] as const;

/** The e-mail pattern of the invite, notify and subscribe-for-another forms (spec 000 section 5). */
export const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,4}$/;
export const INVALID_EMAIL_FIELD = 'Le champs Email est invalide';
export const INVALID_INVITE_EMAIL = 'Adresse e-mail invalide';
