import { asc, eq, sql } from 'drizzle-orm';
import { EVENT_STATES, fromParisInput, jobLabel, MARKUP_HELP_FIELD, staffApi, toParisInput, type FormValue, type FormValues, epochSecondsOf } from '@canal/contracts';
import { type Database, DEFAULT_UPLOAD_TYPES, defineFormModule, defineListModule, defineRoute, notFound, EVENT_LEGAL_KIND, EVENT_POST_FILES_KIND, eventCancelled, eventDateChanged, fieldFilesValue, incomplete, keptFieldFiles, removeFilesTakenOut, outerColumn, schema, type ApiRoute, type FormCall, onePageList, formText } from '@canal/service-core';
import { listOf } from '../account/accountValues';

const { events, eventSpeakers, themes, subscriptions, users } = schema;
const IMAGE_TYPES = DEFAULT_UPLOAD_TYPES.filter((type) => type.startsWith('image/'));
const MB = 1024 * 1024;

/** States staff set; pending, live and finished otherwise follow the clock. */
const STATE_LABELS: Record<(typeof EVENT_STATES)[number], string> = { pending: 'À venir', delayed: 'Reportée', live: 'En direct', finished: 'Terminée', replay: 'Replay' };
const STATE_OPTIONS = EVENT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

const orNull = (value: FormValue | undefined) => formText(value) || null;

async function themeOptions(call: FormCall) {
  const rows = await call.ctx.db.select({ id: themes.id, name: themes.name }).from(themes).orderBy(asc(themes.name));
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

/** The speaker accounts a session's room may be driven by (requireRoomDriver of the live service). */
async function speakerOptions(call: FormCall) {
  const rows = await call.ctx.db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.role, 'speaker'))
    .orderBy(asc(users.lastname), asc(users.firstname));
  return rows.map((row) => ({ value: String(row.id), label: `${`${row.lastname} ${row.firstname}`.trim()} (${row.email})` }));
}

/** The session's hosting speakers become exactly those chosen (values checked against the options by the form engine). */
async function saveSpeakers(db: Database, eventId: number, chosen: string[]): Promise<void> {
  await db.delete(eventSpeakers).where(eq(eventSpeakers.eventId, eventId));
  const userIds = [...new Set(chosen.map(Number))];
  if (userIds.length > 0) await db.insert(eventSpeakers).values(userIds.map((userId) => ({ eventId, userId })));
}

const LINK_NOTE = 'Adresse complète (https://…)';
const link = (id: string, label: string) => ({ id, label, type: 'text' as const, maxLength: 500, helperText: LINK_NOTE, sizes: { xs: 12, md: 6 } });

/** GET /api/event/subscribers/{id}: 'Personnes inscrites', the session's subscribers (name, e-mail, profession, date, presence). */
const eventSubscribersRoute = defineRoute(staffApi.eventSubscribers)({
  access: 'admin',
  samplePath: '/api/event/subscribers/1',
  async handle({ ctx, input }) {
    const [event] = await ctx.db.select({ id: events.id }).from(events).where(eq(events.id, input.id));
    if (!event) throw notFound('Session introuvable.');
    const rows = await ctx.db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, job: users.job, subscribedAt: subscriptions.createdAt, attendedAt: subscriptions.attendedAt })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.eventId, input.id))
      .orderBy(asc(users.lastname), asc(users.firstname));
    const data = onePageList({
      module: 'eventSubscribers',
      title: `Invités : ${rows.length}`,
      fields: [
        { id: 'id', label: 'ID', type: 'num', sortable: false },
        { id: 'accountName', label: 'Nom', type: 'text', sortable: false },
        { id: 'accountEmail', label: 'E-mail', type: 'text', sortable: false },
        { id: 'accountJob', label: 'Profession', type: 'text', sortable: false },
        { id: 'dateCreated', label: 'Inscription', type: 'dateTime', sortable: false },
        { id: 'attended', label: 'Présent', type: 'text', sortable: false },
      ],
      rows: rows.map((row) => ({ id: row.id, accountName: `${row.lastname} ${row.firstname}`.trim(), accountEmail: row.email, accountJob: jobLabel(row.job), dateCreated: epochSecondsOf(row.subscribedAt), attended: row.attendedAt ? 'Présent' : 'Non', readOnly: 1 })),
      sort: { field: 'accountName', way: 'a' },
    });
    return { list: 'complete', data };
  },
});

/**
 * 'Émissions' (spec 001 section 2, 000 section 3 "Event"): the sessions, list and form in this one
 * file. A date moved, or a session postponed or given its date back, is told to its subscribers
 * (updated or withdrawn calendar invitation, reminders planned again or dropped) and to its notify-me
 * list, in the save's transaction (eventDateChanged); a deleted one sends its cancellations in the delete's.
 */
export const routes: ApiRoute[] = [
  eventSubscribersRoute,
  ...defineListModule({
    name: 'event',
    basePath: '/api/event',
    title: 'Émissions',
    access: 'admin',
    createAccess: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/event/edit',
    source: { table: events },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: events.id },
      { id: 'eventDate', label: 'Date', type: 'dateTime', sql: events.date },
      { id: 'eventTitle', label: 'Titre', type: 'text', sql: events.title },
      { id: 'themeName', label: 'Thème', type: 'text', sql: sql<string>`coalesce((select ${themes.name} from ${themes} where ${themes.id} = ${outerColumn(events.themeId)}), '')` },
      { id: 'eventState', label: 'État', type: 'select', sql: events.state, searchable: false, field: { options: STATE_OPTIONS, tagColors: { pending: 'processing', delayed: 'warning', live: 'error', finished: 'default', replay: 'success' } } },
      { id: 'subscribers', label: 'Inscrits', type: 'num', sql: sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.eventId} = ${outerColumn(events.id)})`, searchable: false },
    ],
    filters: [
      { type: 'Search', alias: 'q', label: 'Rechercher' },
      { type: 'Select', alias: 'state', label: 'État', sql: events.state, items: STATE_OPTIONS },
    ],
    defaultSort: { field: 'eventDate', way: 'd' },
    subPanel: { title: 'Personnes inscrites', url: '/api/event/subscribers' },
    actions: () => [
      { name: 'edit', url: '/staff/event/edit' },
      { name: 'delete', url: '/api/event/delete' },
    ],
    remove: (call, id) =>
      call.ctx.db.transaction(async (db) => {
        await eventCancelled(call.ctx, db, id);
        await db.delete(events).where(eq(events.id, id));
      }),
  }),
  ...defineFormModule({
    name: 'event',
    fetchPath: '/api/event/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    uploads: true,
    title: (call) => (call.id === null ? 'Nouvelle émission' : 'Edition de l’émission'),
    groups: async (call) => [
      {
        label: 'Émission',
        items: [
          { id: 'eventTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: 200 },
          { id: 'themeId', label: 'Thème', type: 'select', validators: ['notEmpty'], options: await themeOptions(call), sizes: { xs: 12, md: 6 } },
          { id: 'eventState', label: 'État', type: 'select', validators: ['notEmpty'], options: STATE_OPTIONS, helperText: 'À venir, en direct et terminée suivent l’heure ; « Reportée » attend une date.', sizes: { xs: 12, md: 6 } },
          { id: 'eventDate', label: 'Date et heure (Paris)', type: 'text', inputType: 'datetime-local', validators: ['notEmpty', 'parisDateTime'], sizes: { xs: 12, md: 6 } },
          { id: 'eventDuration', label: 'Durée (minutes)', type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 3 } },
          { id: 'eventIsFull', label: 'Complet', type: 'checkbox', sizes: { xs: 12, md: 3 } },
          { id: 'eventShortDescription', label: 'Accroche', type: 'text', maxLength: 300 },
          MARKUP_HELP_FIELD,
          { id: 'eventDescription', label: 'Description', type: 'text', multiline: true, richText: true, rows: 8, maxLength: 20000, helperText: 'Éditeur de texte : intertitres, gras, listes et liens ; le texte est nettoyé à l’enregistrement.' },
          { id: 'eventProgram', label: 'Programme (une ligne par point)', type: 'text', multiline: true, rows: 5, maxLength: 5000 },
          { id: 'eventGuestsDescription', label: 'Intervenants', type: 'text', multiline: true, rows: 3, maxLength: 3000 },
          {
            id: 'eventSpeakers',
            label: 'Orateurs qui pilotent le direct',
            type: 'select',
            multiple: true,
            options: await speakerOptions(call),
            helperText: 'Comptes « Orateur » : ils peuvent afficher un quiz, un sondage, une annonce et les résultats dans le direct de cette session.',
          },
        ],
      },
      {
        label: 'Images et fichiers',
        items: [
          { id: 'eventThumb', label: 'Vignette (PNG, JPEG, WebP, 2 Mo)', type: 'upload', mime: IMAGE_TYPES, maxSize: 2 * MB, maxFiles: 1, sizes: { xs: 12, md: 6 } },
          {
            id: 'eventHosts',
            label: 'Intervenants : photo, nom et description (5 au plus)',
            type: 'upload',
            mime: IMAGE_TYPES,
            maxSize: 2 * MB,
            maxFiles: 5,
            multiple: true,
            uploadAttributes: [
              { id: 'name', label: 'Nom' },
              { id: 'description', label: 'Description' },
            ],
            sizes: { xs: 12, md: 6 },
          },
          { id: 'eventLegalLiveFile', label: 'Mentions légales du direct (PDF, 10 Mo)', type: 'upload', mime: ['application/pdf'], maxSize: 10 * MB, maxFiles: 1, sizes: { xs: 12, md: 6 } },
          { id: 'eventPostFiles', label: 'Fichiers après la session : « Mes fichiers » (PDF, 20 Mo)', type: 'upload', mime: ['application/pdf'], maxSize: 20 * MB, maxFiles: 5, multiple: true, sizes: { xs: 12, md: 6 } },
        ],
      },
      {
        label: 'Liens',
        items: [
          link('eventLinkLive', 'Lecteur du direct (iframe)'),
          link('eventLinkReplay', 'Replay'),
          link('eventLinkTeasing', 'Vidéo d’annonce'),
          link('eventLinkInstructions', 'Mode d’emploi'),
          link('eventLinkExternal', 'Salle externe'),
          link('eventLinkExternal2', 'Salle externe (anglais)'),
          { id: 'eventEoleOwnerKey', label: 'Clé organisateur', type: 'text', maxLength: 200, sizes: { xs: 12, md: 4 } },
          { id: 'eventEolePresenterKey', label: 'Clé présentateur', type: 'text', maxLength: 200, sizes: { xs: 12, md: 4 } },
          { id: 'eventEoleParticipantKey', label: 'Clé participant', type: 'text', maxLength: 200, sizes: { xs: 12, md: 4 } },
          { id: 'eventUniverse', label: 'Univers', type: 'text', validators: ['alphaNum'], maxLength: 40, sizes: { xs: 12, md: 6 } },
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { eventState: 'pending', eventDuration: '60' };
      const [row] = await call.ctx.db.select().from(events).where(eq(events.id, call.id));
      if (!row) return null;
      const speakers = await call.ctx.db.select({ userId: eventSpeakers.userId }).from(eventSpeakers).where(eq(eventSpeakers.eventId, row.id));
      return {
        eventTitle: row.title,
        themeId: row.themeId === null ? '' : String(row.themeId),
        eventState: row.state,
        eventDate: toParisInput(row.date),
        eventDuration: String(row.durationMin),
        eventIsFull: row.isFull ? 'on' : '',
        eventShortDescription: row.shortDescription,
        eventDescription: row.description,
        eventProgram: row.program,
        eventGuestsDescription: row.guestsDescription,
        eventLinkLive: row.linkLive ?? '',
        eventLinkReplay: row.linkReplay ?? '',
        eventLinkTeasing: row.linkTeasing ?? '',
        eventLinkInstructions: row.linkInstructions ?? '',
        eventLinkExternal: row.linkExternal ?? '',
        eventLinkExternal2: row.linkExternal2 ?? '',
        eventEoleOwnerKey: row.eoleOwnerKey ?? '',
        eventEolePresenterKey: row.eolePresenterKey ?? '',
        eventEoleParticipantKey: row.eoleParticipantKey ?? '',
        eventUniverse: row.universe ?? '',
        eventThumb: fieldFilesValue(row.thumb),
        eventHosts: fieldFilesValue(row.hosts),
        eventLegalLiveFile: fieldFilesValue(row.legalLiveFile),
        eventPostFiles: fieldFilesValue(row.postFiles),
        eventSpeakers: speakers.map((speaker) => String(speaker.userId)),
      };
    },
    check: async (_call, values) => {
      const errors: Record<string, string> = {};
      const duration = Number(formText(values.eventDuration));
      if (!Number.isInteger(duration) || duration < 5 || duration > 1440) errors.eventDuration = 'La durée doit être comprise entre 5 et 1440 minutes';
      for (const id of ['eventLinkLive', 'eventLinkReplay', 'eventLinkTeasing', 'eventLinkInstructions', 'eventLinkExternal', 'eventLinkExternal2']) {
        const value = formText(values[id]);
        if (value && !/^(https:\/\/|http:\/\/|\/)[^\s]+$/.test(value)) errors[id] = 'Adresse invalide : elle doit commencer par https:// ou /';
      }
      return errors;
    },
    save: async (call, values) => {
      const date = fromParisInput(formText(values.eventDate));
      if (!date) throw incomplete({ eventDate: 'Le champ « Date et heure (Paris) » est invalide' });
      const themeId = Number(formText(values.themeId));
      const [theme] = await call.ctx.db.select({ id: themes.id, category: themes.category }).from(themes).where(eq(themes.id, themeId));
      if (!theme) throw incomplete({ themeId: 'Thème inconnu' });
      const fields = {
        title: formText(values.eventTitle),
        themeId: theme.id,
        category: theme.category,
        state: formText(values.eventState),
        date,
        durationMin: Number(formText(values.eventDuration)),
        isFull: formText(values.eventIsFull) === 'on',
        shortDescription: formText(values.eventShortDescription),
        description: formText(values.eventDescription),
        program: formText(values.eventProgram),
        guestsDescription: formText(values.eventGuestsDescription),
        linkLive: orNull(values.eventLinkLive),
        linkReplay: orNull(values.eventLinkReplay),
        linkTeasing: orNull(values.eventLinkTeasing),
        linkInstructions: orNull(values.eventLinkInstructions),
        linkExternal: orNull(values.eventLinkExternal),
        linkExternal2: orNull(values.eventLinkExternal2),
        eoleOwnerKey: orNull(values.eventEoleOwnerKey),
        eolePresenterKey: orNull(values.eventEolePresenterKey),
        eoleParticipantKey: orNull(values.eventEoleParticipantKey),
        universe: orNull(values.eventUniverse),
        // A session edited by staff is no longer placed by the demo's clock.
        demoOffsetMin: null,
      };
      const filesOf = async (id: number, before: typeof events.$inferSelect | undefined) => ({
        thumb: await keptFieldFiles(call.ctx, values.eventThumb, 'events', id, before?.thumb ?? []),
        hosts: await keptFieldFiles(call.ctx, values.eventHosts, 'eventHosts', id, before?.hosts ?? []),
        legalLiveFile: await keptFieldFiles(call.ctx, values.eventLegalLiveFile, EVENT_LEGAL_KIND, id, before?.legalLiveFile ?? []),
        postFiles: await keptFieldFiles(call.ctx, values.eventPostFiles, EVENT_POST_FILES_KIND, id, before?.postFiles ?? []),
      });
      if (call.id === null) {
        const [row] = await call.ctx.db.insert(events).values(fields).returning({ id: events.id });
        await call.ctx.db.update(events).set(await filesOf(row.id, undefined)).where(eq(events.id, row.id));
        await saveSpeakers(call.ctx.db, row.id, listOf(values.eventSpeakers));
        return { id: row.id };
      }
      const id = call.id;
      const [stored] = await call.ctx.db.select().from(events).where(eq(events.id, id));
      const files = await filesOf(id, stored);
      // The row and what its new date or postponed state tells subscribers and the notify-me list
      // are one transaction; the row is locked so that two saves at once compare with the right schedule.
      await call.ctx.db.transaction(async (db) => {
        const [before] = await db.select({ date: events.date, state: events.state }).from(events).where(eq(events.id, id)).for('update');
        await db.update(events).set({ ...fields, ...files }).where(eq(events.id, id));
        await saveSpeakers(db, id, listOf(values.eventSpeakers));
        if (before) await eventDateChanged(call.ctx, db, id, before);
      });
      await removeFilesTakenOut(call.ctx, id, stored, files);
      return { id };
    },
    redirect: () => '/staff/event/list',
  }),
];
