import { asc, eq } from 'drizzle-orm';
import { EVENT_STATES, epochSecondsOf, jobLabel, staffApi, BACK_OFFICE_MODULES } from '@canal/contracts';
import {
  countOfRows,
  defineRecordModule,
  EVENT_LEGAL_KIND,
  EVENT_POST_FILES_KIND,
  formText,
  incomplete,
  parentValue,
  rowChoices,
  schema,
  type ApiRoute,
  type FormCall,
  type RecordField,
  type RecordSubPanel,
  type Tx,
} from '@canal/service-core';
import { eventCancelled, eventDateChanged, eventStateSql } from '@canal/domain';
import { listOf } from '../account/accountValues';
import { HALF, PICTURE, pdfs, thumbField, uploadField } from '../fields/uploadFields';

const { events, eventSpeakers, themes, subscriptions, users } = schema;
const QUARTER = { xs: 12, md: 3 };
const THIRD = { xs: 12, md: 4 };
const FILES = 'Images et fichiers';
const POST_FILES_LABEL = 'Fichiers après la session : « Mes fichiers » (PDF, 20 Mo)';
/** What each host's photo carries. */
const HOST_ATTRIBUTES = [
  { id: 'name', label: 'Nom' },
  { id: 'description', label: 'Description' },
];
const LINKS = 'Liens';

/** States staff set; pending, live and finished otherwise follow the clock. */
type EventState = (typeof EVENT_STATES)[number];
const STATE_LABELS: Record<EventState, string> = { pending: 'À venir', delayed: 'Reportée', live: 'En direct', finished: 'Terminée', replay: 'Replay' };
const STATE_OPTIONS = EVENT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));
const STATE_TAGS: Record<EventState, string> = { pending: 'processing', delayed: 'warning', live: 'error', finished: 'default', replay: 'success' };
const HELP = {
  state: 'À venir, en direct et terminée suivent l’heure ; « Reportée » attend une date.',
  description: 'Éditeur de texte : intertitres, gras, listes et liens ; le texte est nettoyé à l’enregistrement.',
  speakers: 'Comptes « Orateur » : ils peuvent afficher un quiz, un sondage, une annonce et les résultats dans le direct de cette session.',
};

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
async function saveSpeakers(tx: Tx, eventId: number, chosen: string[]): Promise<void> {
  await tx.delete(eventSpeakers).where(eq(eventSpeakers.eventId, eventId));
  const userIds = [...new Set(chosen.map(Number))];
  if (userIds.length > 0) await tx.insert(eventSpeakers).values(userIds.map((userId) => ({ eventId, userId })));
}

const LINK_IDS = ['eventLinkLive', 'eventLinkReplay', 'eventLinkTeasing', 'eventLinkInstructions', 'eventLinkExternal', 'eventLinkExternal2'];
/** An optional text of the 'Liens' group: null when left empty. */
const optional = (id: string, label: string, column: RecordField['column'], form: RecordField['form']): RecordField => ({
  id,
  label,
  column,
  blank: null,
  group: LINKS,
  form,
});
const link = (id: string, label: string, column: RecordField['column']) =>
  optional(id, label, column, {
    type: 'text',
    maxLength: 500,
    helperText: 'Adresse complète (https://…)',
    sizes: HALF,
  });
const key = (id: string, label: string, column: RecordField['column']) => optional(id, label, column, { type: 'text', maxLength: 200, sizes: THIRD });

/** GET /api/event/subscribers/{id}: 'Personnes inscrites', the session's subscribers (name, e-mail, profession, date, presence). */
const subscribersPanel: RecordSubPanel = {
  title: 'Personnes inscrites',
  heading: 'Invités :',
  endpoint: staffApi.eventSubscribers,
  missing: 'Session introuvable.',
  rows: async (call, id) => {
    const rows = await call.ctx.db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        job: users.job,
        subscribedAt: subscriptions.createdAt,
        attendedAt: subscriptions.attendedAt,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.eventId, id))
      .orderBy(asc(users.lastname), asc(users.firstname));
    return {
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
      rows: rows.map((row) => ({
        id: row.id,
        accountName: `${row.lastname} ${row.firstname}`.trim(),
        accountEmail: row.email,
        accountJob: jobLabel(row.job),
        dateCreated: epochSecondsOf(row.subscribedAt),
        attended: row.attendedAt ? 'Présent' : 'Non',
        readOnly: 1,
      })),
      sort: { field: 'accountName', way: 'a' },
    };
  },
};

/**
 * 'Émissions' (spec 001 section 2, 000 section 3 "Event"): the sessions, admin only. A date moved,
 * or a session postponed or given its date back, is told to its subscribers (updated or withdrawn
 * calendar invitation, reminders planned again or dropped) and to its notify-me list, in the save's
 * transaction (eventDateChanged, after the row is written, against the row as it was); a deleted
 * one sends its cancellations in the delete's.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.event,
  table: events,
  // buadm reads the list (spec 001 §6: its access, eventsAndNews); 'Ajouter', editing and deleting stay admin's.
  createAccess: 'admin',
  editAccess: 'admin',
  formLabel: 'Émission',
  formTitle: { create: 'Nouvelle émission', edit: 'Edition de l’émission' },
  search: true,
  defaultSort: { field: 'eventDate', way: 'd' },
  listOrder: ['eventDate', 'eventTitle', 'themeName', 'eventState', 'subscribers'],
  subPanel: subscribersPanel,
  fields: [
    { id: 'eventTitle', label: 'Titre', column: events.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 200 } },
    { id: 'themeName', label: 'Thème', list: { sql: parentValue(themes.name, themes.id, events.themeId) } },
    {
      id: 'themeId',
      label: 'Thème',
      column: events.themeId,
      kind: 'number',
      choices: rowChoices(themes, themes.id, themes.name, asc(themes.name)),
      form: { type: 'select', validators: ['notEmpty'], sizes: HALF },
    },
    {
      id: 'eventState',
      label: 'État',
      column: events.state,
      initial: 'pending',
      // The list shows, sorts and filters the state a visitor sees now (core eventStateSql); the form edits the stored one.
      list: { type: 'select', sql: eventStateSql, searchable: false, field: { options: STATE_OPTIONS, tagColors: STATE_TAGS } },
      filter: { alias: 'state', items: STATE_OPTIONS },
      form: { type: 'select', validators: ['notEmpty'], options: STATE_OPTIONS, helperText: HELP.state, sizes: HALF },
    },
    {
      id: 'eventDate',
      label: 'Date',
      column: events.date,
      kind: 'dateTime',
      list: { type: 'dateTime' },
      form: { label: 'Date et heure (Paris)', type: 'text', inputType: 'datetime-local', validators: ['notEmpty', 'parisDateTime'], sizes: HALF },
    },
    {
      id: 'eventDuration',
      label: 'Durée (minutes)',
      column: events.durationMin,
      kind: 'number',
      initial: '60',
      form: { type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: QUARTER },
    },
    { id: 'eventIsFull', label: 'Complet', column: events.isFull, kind: 'flag', form: { type: 'checkbox', sizes: QUARTER } },
    // The certificate's criteria (issue 32 §3, services/live/src/attendance/README.md): blank minutes keep the site's rule.
    {
      id: 'eventCertificateMinMinutes',
      label: 'Attestation : minutes de présence requises',
      column: events.certificateMinMinutes,
      kind: 'number',
      blank: null,
      initial: '',
      form: { type: 'text', inputType: 'number', maxLength: 4, sizes: HALF, helperText: 'Vide : la durée requise par défaut du site.' },
    },
    {
      id: 'eventCertificateQuiz',
      label: 'Attestation : toutes les questions du quiz répondues',
      column: events.certificateQuiz,
      kind: 'flag',
      form: { type: 'checkbox', sizes: QUARTER },
    },
    {
      id: 'eventCertificateFeedback',
      label: 'Attestation : avis donné',
      column: events.certificateFeedback,
      kind: 'flag',
      form: { type: 'checkbox', sizes: QUARTER },
    },
    { id: 'subscribers', label: 'Inscrits', list: { type: 'num', sql: countOfRows(subscriptions.eventId, events.id), searchable: false } },
    { id: 'eventShortDescription', label: 'Accroche', column: events.shortDescription, form: { type: 'text', maxLength: 300 } },
    {
      id: 'eventDescription',
      label: 'Description',
      column: events.description,
      // Written in the rich-text editor, not in the markup: the markup help note is not for it.
      form: { type: 'text', multiline: true, richText: true, rows: 8, maxLength: 20000, helperText: HELP.description },
    },
    {
      id: 'eventProgram',
      label: 'Programme (une ligne par point)',
      column: events.program,
      markup: true,
      form: { type: 'text', multiline: true, rows: 5, maxLength: 5000 },
    },
    {
      id: 'eventGuestsDescription',
      label: 'Intervenants',
      column: events.guestsDescription,
      markup: true,
      form: { type: 'text', multiline: true, rows: 3, maxLength: 3000 },
    },
    {
      id: 'eventSpeakers',
      label: 'Orateurs qui pilotent le direct',
      choices: speakerOptions,
      form: { type: 'select', multiple: true, helperText: HELP.speakers },
    },
    thumbField('eventThumb', events.thumb, 'events', FILES),
    uploadField(
      { id: 'eventHosts', label: 'Intervenants : photo, nom et description (5 au plus)', column: events.hosts, uploadKind: 'eventHosts', group: FILES },
      { ...PICTURE, maxFiles: 5, multiple: true, uploadAttributes: HOST_ATTRIBUTES },
    ),
    uploadField(
      { id: 'eventLegalLiveFile', label: 'Mentions légales du direct (PDF, 10 Mo)', column: events.legalLiveFile, uploadKind: EVENT_LEGAL_KIND, group: FILES },
      pdfs(1, 10),
    ),
    uploadField(
      { id: 'eventPostFiles', label: POST_FILES_LABEL, column: events.postFiles, uploadKind: EVENT_POST_FILES_KIND, group: FILES },
      { ...pdfs(5, 20), multiple: true },
    ),
    link('eventLinkLive', 'Lecteur du direct (iframe)', events.linkLive),
    link('eventLinkReplay', 'Replay', events.linkReplay),
    link('eventLinkTeasing', 'Vidéo d’annonce', events.linkTeasing),
    link('eventLinkInstructions', 'Mode d’emploi', events.linkInstructions),
    link('eventLinkExternal', 'Salle externe', events.linkExternal),
    link('eventLinkExternal2', 'Salle externe (anglais)', events.linkExternal2),
    key('eventEoleOwnerKey', 'Clé organisateur', events.eoleOwnerKey),
    key('eventEolePresenterKey', 'Clé présentateur', events.eolePresenterKey),
    key('eventEoleParticipantKey', 'Clé participant', events.eoleParticipantKey),
    optional('eventUniverse', 'Univers', events.universe, { type: 'text', validators: ['alphaNum'], maxLength: 40, sizes: HALF }),
  ],
  check: (_call, values) => {
    const errors: Record<string, string> = {};
    const duration = Number(formText(values.eventDuration));
    if (!Number.isInteger(duration) || duration < 5 || duration > 1440) errors.eventDuration = 'La durée doit être comprise entre 5 et 1440 minutes';
    const certificateMinutes = formText(values.eventCertificateMinMinutes);
    if (certificateMinutes && (!/^\d+$/.test(certificateMinutes) || Number(certificateMinutes) > 1440)) {
      errors.eventCertificateMinMinutes = 'Les minutes requises doivent être comprises entre 0 et 1440';
    }
    for (const id of LINK_IDS) {
      const value = formText(values[id]);
      if (value && !/^(https:\/\/|http:\/\/|\/)[^\s]+$/.test(value)) errors[id] = 'Adresse invalide : elle doit commencer par https:// ou /';
    }
    return errors;
  },
  load: async (call, row, values) => {
    const speakers = await call.ctx.db.select({ userId: eventSpeakers.userId }).from(eventSpeakers).where(eq(eventSpeakers.eventId, row.id));
    return { ...values, eventSpeakers: speakers.map((speaker) => String(speaker.userId)) };
  },
  beforeSave: async ({ values }, tx) => {
    const [theme] = await tx
      .select({ category: themes.category })
      .from(themes)
      .where(eq(themes.id, Number(formText(values.themeId))));
    if (!theme) throw incomplete({ themeId: 'Thème inconnu' });
    // The session takes its theme's category; edited by staff, it is no longer placed by the demo's clock.
    return { category: theme.category, demoOffsetMin: null };
  },
  afterSave: async ({ call, id, values, before }, tx) => {
    await saveSpeakers(tx, id, listOf(values.eventSpeakers));
    if (before) await eventDateChanged(call.ctx, tx, id, before);
  },
  beforeDelete: (call, id, tx) => eventCancelled(call.ctx, tx, id),
});
