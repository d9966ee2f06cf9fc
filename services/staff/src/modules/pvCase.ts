import { sql } from 'drizzle-orm';
import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, formText, schema, type ApiRoute } from '@canal/service-core';

const { pvCases } = schema;

const SOURCES = [
  { value: 'question', label: 'Question en direct' },
  { value: 'chat', label: 'GPTPubMed' },
  { value: 'contact', label: 'Contact' },
];
const STATUSES = [
  { value: 'open', label: 'Ouvert' },
  { value: 'processed', label: 'Traité' },
];

/** 'Échéance' at the service's clock: the hours left before the 24-hour deadline, or past it; a dash once processed. */
function deadline(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<string>`case when ${pvCases.status} = 'processed' then '—'
    when ${pvCases.dueAt} >= ${at} then 'dans ' || ceil(extract(epoch from ${pvCases.dueAt} - ${at}) / 3600)::int || ' h'
    else 'dépassée de ' || ceil(extract(epoch from ${at} - ${pvCases.dueAt}) / 3600)::int || ' h' end`;
}

/**
 * 'Pharmacovigilance' (issue 33 §4): the possible adverse events, opened by the services with the
 * message they were found in (`@canal/domain` openPvCaseIfAdverse), open ones first by deadline.
 * Nobody adds or deletes a case; editing one sets its status: 'Traité' records who and when.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.pvCase,
  table: pvCases,
  createAccess: null,
  deleteAccess: null,
  formLabel: 'Cas de pharmacovigilance',
  formTitle: { edit: 'Cas de pharmacovigilance' },
  search: true,
  defaultSort: { field: 'pvDue', way: 'a' },
  listOrder: ['pvText', 'pvSource', 'pvEmail', 'pvOpened', 'pvDeadline', 'pvStatus', 'pvDue'],
  fields: [
    { id: 'pvText', label: 'Texte', column: pvCases.text, list: {} },
    {
      id: 'pvSource',
      label: 'Source',
      column: pvCases.source,
      list: { type: 'select', searchable: false, field: { options: SOURCES } },
      filter: { alias: 'source', items: SOURCES },
    },
    { id: 'pvEmail', label: 'Contact du membre', column: pvCases.email, list: {} },
    { id: 'pvOpened', label: 'Ouvert le', column: pvCases.openedAt, list: { type: 'dateTime', searchable: false } },
    { id: 'pvDeadline', label: 'Échéance', list: { sql: deadline, searchable: false, sortable: false } },
    {
      id: 'pvStatus',
      label: 'Statut',
      column: pvCases.status,
      initial: 'open',
      list: { type: 'select', searchable: false, field: { options: STATUSES } },
      filter: { alias: 'status', items: STATUSES },
      form: { type: 'select', validators: ['notEmpty'], options: STATUSES, helperText: 'Choisissez « Traité » une fois le cas déclaré ou écarté.' },
    },
    { id: 'pvDue', label: 'À traiter avant', column: pvCases.dueAt, list: { type: 'dateTime', searchable: false } },
  ],
  // Who processed the case and when, set when it becomes 'Traité', cleared if it is reopened.
  beforeSave: ({ call, values, before }) => {
    const processed = formText(values.pvStatus) === 'processed';
    if (!processed) return { processedBy: null, processedAt: null };
    return before?.status === 'processed' ? {} : { processedBy: call.user?.id ?? null, processedAt: call.ctx.now() };
  },
});
