import { z } from 'zod';
import { namedIdSchema } from '../ids';
import { listResponseSchema } from '../lists/listTypes';
import { defineEndpoint, defineFileEndpoint } from './defineEndpoint';

/** One e-mail of the outbox, as admins read it. */
export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, null while it waits for delivery (or when no SMTP server is configured). */
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  /** Files sent with it (a calendar invitation): name and type, read in the preview. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })).optional(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /api/_cron/mail: the e-mail outbox, latest first (admin). */
export const outbox = defineEndpoint({
  method: 'get',
  path: '/api/_cron/mail',
  input: z.object({}),
  output: z.object({
    mail: z.literal('complete'),
    data: z.array(outboxMailSchema),
    /** False: no SMTP server, messages stay here. */ delivers: z.boolean().optional(),
  }),
});

/** POST /api/_cron/mail/resend with id: sends an outbox message again (admin). */
export const outboxResend = defineEndpoint({
  method: 'post',
  path: '/api/_cron/mail/resend',
  input: z.object({ id: namedIdSchema('du message') }),
  output: z.object({ mail: z.literal('complete') }),
});

/** The two reminders planned per subscription (services/domain/src/subscriptions/reminders.ts), as staff name them. */
export const REMINDER_KIND_LABELS = { '24h': 'La veille', '1h': 'Une heure avant' } as const;
export type ReminderKind = keyof typeof REMINDER_KIND_LABELS;
export const REMINDERS_PAGE_SIZE = 50;

/** A reminder e-mail planned and not sent yet, as admins read it. */
export const plannedReminderSchema = z.object({
  email: z.string(),
  /** First name and last name; '' when the account has neither. */
  name: z.string(),
  sessionId: z.number(),
  sessionTitle: z.string(),
  /** ISO 8601. */
  sessionDate: z.string(),
  kind: z.enum(['24h', '1h']),
  /** ISO 8601: when the scheduler sends it. */
  dueAt: z.string(),
});
export type PlannedReminder = z.infer<typeof plannedReminderSchema>;

/** A session that has reminders planned, as the session filter offers it. */
export const reminderSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO 8601. */
  date: z.string(),
});
export type ReminderSession = z.infer<typeof reminderSessionSchema>;

/**
 * GET /api/_cron/reminders: the reminders not sent yet, soonest first, 50 a page, optionally of one
 * session and of the recipients whose address contains a text (any case) (admin, read-only), with
 * every session that has some, soonest first, whatever the filters (what the session filter offers).
 */
export const plannedReminders = defineEndpoint({
  method: 'get',
  path: '/api/_cron/reminders',
  input: z.strictObject({
    session: namedIdSchema('de la session').optional(),
    email: z.string({ error: 'Adresse recherchée invalide.' }).max(200, 'Adresse recherchée trop longue (200 caractères au plus).').optional(),
    page: z.coerce.number({ error: 'Page invalide.' }).int('Page invalide.').min(1, 'Page invalide.').max(1000, 'Page invalide.').optional(),
  }),
  output: z.object({
    reminders: z.literal('complete'),
    data: z.object({
      rows: z.array(plannedReminderSchema),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      sessions: z.array(reminderSessionSchema),
    }),
  }),
});

/** GET /api/account/events/{id}: the 'Webconfs' sub-panel of an account row, in the list envelope. */
export const accountEvents = defineEndpoint({
  method: 'get',
  path: '/api/account/events/:id',
  input: z.object({ id: namedIdSchema('du compte') }),
  output: listResponseSchema,
});

/** The event categories sent with a status change: one value, a bracket array, or qs's indexed object. */
const eventCategories = z.union([z.string().max(64), z.array(z.string().max(64)).max(50), z.record(z.string(), z.string().max(64))]);

/** What the status buttons of an account post: the account's id, and optionally its event categories. */
export const statusChangeInput = z.strictObject({ account: namedIdSchema('du compte'), accountEventCategory: eventCategories.optional() });
export type StatusChangeInput = z.infer<typeof statusChangeInput>;

/** POST /api/account/activate: activates an account (pending, deactivated or blocked) and mails its owner. */
export const accountActivate = defineEndpoint({
  method: 'post',
  path: '/api/account/activate',
  input: statusChangeInput,
  output: z.object({ activation: z.literal('complete') }),
});

/** POST /api/account/deactivate: the account can no longer log in. */
export const accountDeactivate = defineEndpoint({
  method: 'post',
  path: '/api/account/deactivate',
  input: statusChangeInput,
  output: z.object({ deactivation: z.literal('complete') }),
});

/** POST /api/account/block: the account's sessions end and it can no longer log in. */
export const accountBlock = defineEndpoint({
  method: 'post',
  path: '/api/account/block',
  input: statusChangeInput,
  output: z.object({ block: z.literal('complete') }),
});

/** POST /api/account/passwordLink: e-mails the account's owner a link to choose a new password. */
export const accountPasswordLink = defineEndpoint({
  method: 'post',
  path: '/api/account/passwordLink',
  input: z.strictObject({ account: namedIdSchema('du compte') }),
  output: z.object({ passwordLink: z.literal('complete'), log: z.string() }),
});

/** One downloadable export: what it holds and where (a GET address of the API). */
export const exportLinkSchema = z.object({ label: z.string(), url: z.string() });
export const exportGroupSchema = z.object({ title: z.string(), links: z.array(exportLinkSchema) });
export type ExportGroup = z.infer<typeof exportGroupSchema>;

/** GET /api/_exports: every export the caller may download (accounts, each session's report), opened in a new tab. */
export const exportsList = defineEndpoint({
  method: 'get',
  path: '/api/_exports',
  input: z.strictObject({}),
  output: z.object({ exports: z.literal('complete'), data: z.array(exportGroupSchema) }),
});

const previewBlockSchema = z.object({
  /** The fields of the block in their order: id and French label. */
  labels: z.array(z.object({ id: z.string(), name: z.string() })),
  data: z.record(z.string(), z.string()),
});

/** POST /api/account/preview/{accountId}: an account's card (spec 001 sections 2 "Account preview", 3, 7). */
export const accountPreview = defineEndpoint({
  method: 'post',
  path: '/api/account/preview/:accountId',
  input: z.object({ accountId: namedIdSchema('du compte'), contact_form: z.string().max(8).optional() }),
  output: z.object({
    account: z.literal('complete'),
    data: z.object({
      previewAccount: previewBlockSchema,
      previewAddress: previewBlockSchema,
      subscriptions: z.object({
        /** Attendance stars 0-5 over the sessions already held; -1 without any subscription. */
        rank: z.number(),
        details: z.array(
          z.object({
            eventId: z.number(),
            eventDate: z.number(),
            eventTitle: z.string(),
            /** Epoch seconds of the attendance, null when absent. */
            attended: z.number().nullable(),
            /** Minutes in the room (the one attendance: sockets, polls and the player counted once). */
            minutes: z.number(),
          }),
        ),
      }),
    }),
  }),
});

const figureSchema = z.object({ label: z.string(), value: z.number(), /** The filtered list this figure opens. */ link: z.string().nullable() });

/** Weeks of the dashboard's registrations chart, and sessions of its attendance chart. */
export const DASHBOARD_WEEKS = 12;
export const DASHBOARD_SESSIONS = 8;
/** Months of the dashboard's retention counts. */
export const DASHBOARD_RETENTION_MONTHS = 6;

/** GET /api/dashboard: the back office's figures, each a link to its filtered list (issue: 001 "Dashboard"). */
export const dashboard = defineEndpoint({
  method: 'get',
  path: '/api/dashboard',
  input: z.strictObject({}),
  output: z.object({
    dashboard: z.literal('complete'),
    data: z.object({
      accountsByStatus: z.array(figureSchema),
      accountsByJob: z.array(figureSchema),
      /** The sessions live now and to come, earliest first; `eventState` is 'live' or 'pending' (core eventStateSql). */
      upcoming: z.array(
        z.object({ id: z.number(), title: z.string(), eventDate: z.number(), subscribers: z.number(), eventState: z.enum(['pending', 'live']) }),
      ),
      lastSession: z.object({ id: z.number(), title: z.string(), eventDate: z.number(), subscribers: z.number(), attended: z.number() }).nullable(),
      newsClicks: z.array(figureSchema),
      /** New member accounts per week (Monday, Paris, 'YYYY-MM-DD'), the last DASHBOARD_WEEKS weeks, oldest first, weeks without any included. */
      registrationsByWeek: z.array(z.object({ weekStart: z.string(), value: z.number() })),
      /** The last sessions held (latest first): subscribers and those who attended. */
      attendanceBySession: z.array(z.object({ id: z.number(), title: z.string(), eventDate: z.number(), subscribers: z.number(), attended: z.number() })),
      /** The retention job's work per month (Paris, 'YYYY-MM'), the last DASHBOARD_RETENTION_MONTHS months, oldest first: warnings mailed, accounts anonymised. */
      retentionByMonth: z.array(z.object({ month: z.string(), warned: z.number(), anonymised: z.number() })),
    }),
  }),
});

/** GET /api/serie/viewers/{id}: the 'Personnes inscrites' sub-panel of a serie: the members who started its episodes. */
export const serieViewers = defineEndpoint({
  method: 'get',
  path: '/api/serie/viewers/:id',
  input: z.object({ id: namedIdSchema('de la série') }),
  output: listResponseSchema,
});

export const AUDIT_ACTION_LABELS = { create: 'Création', update: 'Modification', delete: 'Suppression' } as const;
export const historyEntrySchema = z.object({
  id: z.number(),
  date: z.number(),
  author: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  changes: z.array(z.object({ field: z.string(), label: z.string(), old: z.string(), new: z.string() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/_history/{module}/{id}: 'Historique', every change made to a record through its module, latest first (admin). */
export const history = defineEndpoint({
  method: 'get',
  path: '/api/_history/:module/:id',
  input: z.object({ module: z.string().regex(/^[A-Za-z]{1,40}$/, 'Module inconnu.'), id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Identifiant invalide.') }),
  output: z.object({ history: z.literal('complete'), data: z.array(historyEntrySchema) }),
});

export const utmLinkSchema = z.object({ label: z.string(), url: z.string() });
/** GET /api/utm/links/{id}: the links that carry a UTM code (001 section 2 "UTM"), each with `r={code}`. */
export const utmLinks = defineEndpoint({
  method: 'get',
  path: '/api/utm/links/:id',
  input: z.object({ id: namedIdSchema('du code UTM') }),
  output: z.object({
    utm: z.literal('complete'),
    data: z.object({
      code: z.string(),
      platform: z.string(),
      registrations: z.array(utmLinkSchema),
      lives: z.array(utmLinkSchema),
      replaysAll: z.string(),
      replays: z.array(utmLinkSchema),
    }),
  }),
});
export const UTM_TEXTS = {
  noUpcoming: "Il n'y a pas d'événements à venir !",
  noReplays: "Il n'y a pas de replays !",
  beforeSaving: "Une fois l'UTM enregistré, vous pourrez accéder aux URLs.",
} as const;

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const logLineSchema = z.object({ seq: z.number(), time: z.string(), level: z.enum(LOG_LEVELS), message: z.string(), fields: z.string() });
export type LogLine = z.infer<typeof logLineSchema>;
export const LOGS_PAGE_SIZE = 50;

/** GET /api/_logs: the process's recent structured log lines, latest first, by minimum level and text, a page at a time (admin). */
export const logs = defineEndpoint({
  method: 'get',
  path: '/api/_logs',
  input: z.strictObject({
    level: z.enum(LOG_LEVELS, { error: 'Niveau inconnu : debug, info, warn ou error.' }).optional(),
    q: z.string().max(200, 'Recherche trop longue (200 caractères au plus).').optional(),
    page: z.coerce.number({ error: 'Page invalide.' }).int('Page invalide.').min(1, 'Page invalide.').max(1000, 'Page invalide.').optional(),
  }),
  output: z.object({
    logs: z.literal('complete'),
    data: z.object({ lines: z.array(logLineSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
});

export const savedViewSchema = z.object({ id: z.number(), name: z.string(), query: z.string() });
export type SavedView = z.infer<typeof savedViewSchema>;
const viewModule = z.string().regex(/^[A-Za-z]{1,40}$/, 'Liste inconnue.');
const savedViewsAnswer = z.object({ views: z.literal('complete'), data: z.array(savedViewSchema) });

/** GET /api/_views/{module}: the caller's saved views of a list. */
export const savedViewsList = defineEndpoint({
  method: 'get',
  path: '/api/_views/:module',
  input: z.strictObject({ module: viewModule }),
  output: savedViewsAnswer,
});

/** POST /api/_views/{module}: saves the list's current query under a name (the same name replaces it). */
export const savedViewsSave = defineEndpoint({
  method: 'post',
  path: '/api/_views/:module',
  input: z.strictObject({
    module: viewModule,
    name: z.string({ error: 'Donnez un nom à la vue.' }).trim().min(1, 'Donnez un nom à la vue.').max(60, 'Nom trop long (60 caractères au plus).'),
    query: z.string().max(2000, 'Vue trop longue.'),
  }),
  output: savedViewsAnswer,
});

/** POST /api/_views/delete: removes one of the caller's saved views. */
export const savedViewsDelete = defineEndpoint({
  method: 'post',
  path: '/api/_views/delete',
  input: z.strictObject({ id: namedIdSchema('de la vue') }),
  output: savedViewsAnswer,
});

/** GET /api/event/subscribers/{id}: the 'Personnes inscrites' sub-panel of a session's row (admin). */
export const eventSubscribers = defineEndpoint({
  method: 'get',
  path: '/api/event/subscribers/:id',
  input: z.object({ id: namedIdSchema('de la session') }),
  output: listResponseSchema,
});

/** GET /api/account/authorisation/{id}: a student's signed authorisation, for the staff who see accounts. */
export const accountAuthorisation = defineFileEndpoint({ path: '/api/account/authorisation/:id', input: z.strictObject({ id: namedIdSchema('du compte') }) });

/** One import of the RPPS directory, as /staff/tools/rpps shows it (its progress bar while it runs). */
export const rppsImportSchema = z.object({
  id: z.number(),
  source: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  bytesTotal: z.number(),
  bytesRead: z.number(),
  lines: z.number(),
  error: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RppsImport = z.infer<typeof rppsImportSchema>;

/** GET /api/rpps/imports: the directory (lines, last import) and the latest imports, newest first (admin). */
export const rppsImports = defineEndpoint({
  method: 'get',
  path: '/api/rpps/imports',
  input: z.strictObject({}),
  output: z.object({
    rpps: z.literal('complete'),
    /** Lines of activity in the directory the registration reads. */
    directoryLines: z.number(),
    /** The server's file (RPPS_IMPORT_FILE) an admin may import without uploading it; null when none is set. */
    serverFile: z.string().nullable(),
    imports: z.array(rppsImportSchema),
  }),
});

/** POST /api/rpps/import: imports RPPS_IMPORT_FILE, the file set on the server (admin); 409 while another import runs. */
export const rppsImportServerFile = defineEndpoint({
  method: 'post',
  path: '/api/rpps/import',
  input: z.strictObject({}),
  output: z.object({ rpps: z.literal('queued'), id: z.number() }),
});

/**
 * POST /api/rpps/upload?name=: the extraction itself as the request's body (text/plain, streamed to
 * the server's disk, never held in memory), then imported like the server's file (admin).
 */
export const rppsUpload = defineFileEndpoint({ method: 'post', path: '/api/rpps/upload', input: z.strictObject({ name: z.string().trim().min(1).max(200) }) });
