import { z } from 'zod';
import { idSchema, namedIdSchema } from '../ids';
import {
  BASIC_EMAIL,
  eventDetailSchema,
  INVALID_EMAIL_FIELD,
  INVALID_INVITE_EMAIL,
  INVITATION_OUTCOMES,
  SUBSCRIPTION_OUTCOMES,
  themeSessionsSchema,
} from '../subscriptions';
import { eventCardSchema } from '../eventCard';
import { contactFormFlag } from './commonFields';
import { defineEndpoint } from './defineEndpoint';

const MAX_SESSIONS = 20;
const TOO_MANY = `${MAX_SESSIONS} sessions au plus à la fois.`;

/** `rids`: a JSON list ('[3,4]', as the spec sends it) or a form list (rids[]=3&rids[]=4). */
const sessionIds = z
  .union([z.string().max(400), z.array(z.union([z.string(), z.number()])).max(MAX_SESSIONS, TOO_MANY)], { error: 'Liste de sessions invalide.' })
  .transform((raw, ctx): unknown[] => {
    if (Array.isArray(raw)) return raw;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed as unknown[];
    } catch {
      // Reported below.
    }
    ctx.addIssue({ code: 'custom', message: 'Liste de sessions invalide.' });
    return z.NEVER;
  })
  .pipe(z.array(idSchema).max(MAX_SESSIONS, TOO_MANY));

const email = (message: string) => z.string({ error: message }).trim().max(64, message).regex(BASIC_EMAIL, message);

/** The sessions of a subscribe, unsubscribe or invite call: `rid` for one, `rids` for several (at least one). */
const chosenSessions = {
  rid: namedIdSchema('de la session').optional(),
  rids: sessionIds.optional(),
  themeId: namedIdSchema('du thème').optional(),
};

/** POST /api/events/get/{id}[?k=&r=]: a session's page; 404 'Erreur : contenu non trouvé' for an unknown one. */
export const eventGet = defineEndpoint({
  method: 'post',
  path: '/api/events/get/:id',
  input: z.strictObject({
    id: namedIdSchema("de l'émission"),
    contact_form: contactFormFlag,
    // The spec's call carries ?k= and ?r=, so they are accepted (bounded), but a session's page gives
    // them no meaning: `k` is a room key, read where the room is chosen (live/{id}, events/redir/{id});
    // `r` is a UTM code, counted by the shell on arrival on any page (utm/visit). /event/{id} leaves
    // them in its address and does not send them.
    k: z.string().max(256).optional(),
    r: z.string().max(256).optional(),
  }),
  output: z.object({ event: z.literal('complete'), data: eventDetailSchema }),
});

/** GET /api/events/themes: the themes that have sessions not over yet, each with its dates, for /subscribe. */
export const subscribeThemes = defineEndpoint({
  method: 'get',
  path: '/api/events/themes',
  input: z.strictObject({}),
  output: z.object({ events: z.literal('complete'), data: z.array(themeSessionsSchema) }),
});

/**
 * POST /api/events/subscribe: the caller subscribes to the chosen sessions, or an admin subscribes
 * someone else (`remail`: their e-mail; the caller's own id or e-mail means the caller).
 * registration 'complete', 'already' (every one was already subscribed) or 'unknown_subsriber'.
 */
export const subscribe = defineEndpoint({
  method: 'post',
  path: '/api/events/subscribe',
  input: z.strictObject({ ...chosenSessions, remail: z.string().trim().max(64, INVALID_EMAIL_FIELD).optional() }),
  output: z.object({ registration: z.enum(SUBSCRIPTION_OUTCOMES), log: z.string(), email: z.string().optional() }),
});

/** POST /api/events/unsubscribe: the caller (or, for an admin, `remail`) leaves the chosen sessions. */
export const unsubscribe = defineEndpoint({
  method: 'post',
  path: '/api/events/unsubscribe',
  input: z.strictObject({ ...chosenSessions, remail: z.string().trim().max(64, INVALID_EMAIL_FIELD).optional() }),
  output: z.object({ registration: z.literal('complete'), log: z.string() }),
});

/** POST /api/events/invite: an admin invites an address without an account to register for the chosen sessions. */
export const invite = defineEndpoint({
  method: 'post',
  path: '/api/events/invite',
  input: z.strictObject({ ...chosenSessions, semail: email(INVALID_EMAIL_FIELD) }),
  output: z.object({ invitation: z.enum(INVITATION_OUTCOMES), log: z.string() }),
});

/** POST /api/events/invite/{eventId}: 'J'invite' — a member tells a colleague; `name` when the colleague already has an account. */
export const inviteColleague = defineEndpoint({
  method: 'post',
  path: '/api/events/invite/:eventId',
  input: z.strictObject({ eventId: namedIdSchema("de l'émission"), semail: email(INVALID_INVITE_EMAIL) }),
  output: z.object({ invite: z.literal('complete'), name: z.string().optional(), log: z.string() }),
});

/** POST /api/events/notify/{id}: 'Prévenez-moi' for a postponed session; one request per address and session. */
export const notify = defineEndpoint({
  method: 'post',
  path: '/api/events/notify/:id',
  input: z.strictObject({ id: namedIdSchema("de l'émission"), remail: email(INVALID_EMAIL_FIELD) }),
  output: z.object({ notify: z.literal('complete'), log: z.string() }),
});

/**
 * The session lists of spec 000 §7 ('POST /api/availableevents, /api/myevents, /api/mypastevents |
 * lists'), for a client written to the spec's calls (a partner's app): the same cards the home page
 * shows. Extra flags a client sends (contact_form...) are dropped, not refused.
 */
const sessionListInput = z.object({ universe: z.string().max(40).optional() });
const sessionListOutput = z.object({ events: z.literal('complete'), data: z.array(eventCardSchema) });
/** POST /api/availableevents: the sessions one may still join (to come, postponed or live), soonest first. */
export const availableEvents = defineEndpoint({ method: 'post', path: '/api/availableevents', input: sessionListInput, output: sessionListOutput });
/** POST /api/myevents: the caller's subscribed sessions not over yet, soonest first. */
export const myEvents = defineEndpoint({ method: 'post', path: '/api/myevents', input: sessionListInput, output: sessionListOutput });
/** POST /api/mypastevents: the caller's subscribed sessions that are over, latest first. */
export const myPastEvents = defineEndpoint({ method: 'post', path: '/api/mypastevents', input: sessionListInput, output: sessionListOutput });
