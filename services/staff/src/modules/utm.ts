import { asc, desc, eq, sql } from 'drizzle-orm';
import { staffApi, BACK_OFFICE_MODULES } from '@canal/contracts';
import { countOfRows, defineRecordModule, defineRoute, formText, notFound, schema, type ApiRoute, type FormCall, type RecordField } from '@canal/service-core';
import { eventStateIn } from '@canal/domain';
import { sessionLabel } from '../fields/sessionLabel';
import { HALF } from '../fields/uploadFields';

const { utmCodes, utmAttributions, events } = schema;
const CODE = /^[A-Za-z0-9_-]{2,64}$/;
/** What a code brought of one kind, counted in SQL for the list. */
const broughtColumn = (id: string, label: string, kind: string): RecordField => ({
  id,
  label,
  list: { type: 'num', sql: countOfRows(utmAttributions.codeId, utmCodes.id, sql`${utmAttributions.kind} = ${kind}`), searchable: false },
});

/** GET /api/utm/links/{id}: every link carrying the code, built with PUBLIC_URL. */
const utmLinksRoute = defineRoute(staffApi.utmLinks)({
  access: 'staff',
  samplePath: '/api/utm/links/1',
  async handle({ ctx, input }) {
    const [utm] = await ctx.db.select().from(utmCodes).where(eq(utmCodes.id, input.id));
    if (!utm) throw notFound('Code UTM introuvable.');
    const base = ctx.config.PUBLIC_URL;
    const withCode = (path: string) => `${base}${path}${path.includes('?') ? '&' : '?'}r=${encodeURIComponent(utm.code)}`;
    const now = ctx.now();
    const upcoming = await ctx.db
      .select({ id: events.id, title: events.title, date: events.date })
      .from(events)
      .where(eventStateIn(now, ['pending', 'live', 'delayed']))
      .orderBy(asc(events.date));
    const replays = await ctx.db
      .select({ id: events.id, title: events.title, date: events.date })
      .from(events)
      .where(eventStateIn(now, ['replay']))
      .orderBy(desc(events.date));
    return {
      utm: 'complete',
      data: {
        code: utm.code,
        platform: withCode('/'),
        // Named with their date: a session given twice under one title is two links (issue 22 §3).
        registrations: upcoming.map((event) => ({ label: sessionLabel(event), url: withCode(`/registration?fromEvent=${event.id}`) })),
        lives: upcoming.map((event) => ({ label: sessionLabel(event), url: withCode(`/live/${event.id}`) })),
        replaysAll: withCode('/replays'),
        replays: replays.map((event) => ({ label: sessionLabel(event), url: withCode(`/replays/${event.id}`) })),
      },
    };
  },
});

async function codeTaken(call: FormCall, code: string): Promise<boolean> {
  const [row] = await call.ctx.db
    .select({ id: utmCodes.id })
    .from(utmCodes)
    .where(sql`lower(${utmCodes.code}) = lower(${code})`);
  return row !== undefined && row.id !== call.id;
}

/**
 * UTM (001 section 2 "UTM"): codes whose links carry `r={code}`; the list counts what each code
 * brought (first visits per browser, registrations, subscriptions: utmAttribution in core).
 * Listed, added and exported by staff (every sub-role) and admins, edited and deleted by admins
 * (spec 001 §6: 'UTM list and add: admin and staff'); /staff/utm/{action}. The form stays open
 * once saved: the code's links appear under it.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.utm,
  table: utmCodes,
  editAccess: 'admin',
  formLabel: 'Code UTM',
  formTitle: { create: 'Nouveau code UTM', edit: 'Edition du code UTM' },
  search: true,
  staysOnSave: true,
  defaultSort: { field: 'dateCreated', way: 'd' },
  extraRoutes: [utmLinksRoute],
  fields: [
    {
      id: 'utmCode',
      label: 'Code',
      column: utmCodes.code,
      list: {},
      form: {
        type: 'text',
        validators: ['notEmpty'],
        minLength: 2,
        maxLength: 64,
        helperText: 'Lettres, chiffres, « - » et « _ » : il est ajouté aux liens (r=code).',
        sizes: HALF,
      },
    },
    {
      id: 'utmLabel',
      label: 'Description',
      column: utmCodes.label,
      list: {},
      form: { type: 'text', maxLength: 200, helperText: 'Campagne, partenaire, support…', sizes: HALF },
    },
    broughtColumn('visits', 'Visites', 'visit'),
    broughtColumn('registrations', 'Inscriptions au site', 'registration'),
    broughtColumn('subscriptions', 'Inscriptions aux sessions', 'subscription'),
    { id: 'dateCreated', label: 'Créé le', column: utmCodes.createdAt, list: { type: 'dateTime', searchable: false } },
  ],
  check: async (call, values): Promise<Record<string, string>> => {
    const code = formText(values.utmCode);
    if (!CODE.test(code)) return { utmCode: 'Code invalide : de 2 à 64 lettres, chiffres, « - » ou « _ ».' };
    return (await codeTaken(call, code)) ? { utmCode: 'Ce code existe déjà.' } : {};
  },
  // The creation time is the service's clock (the list sorts by it), not the database's.
  beforeSave: ({ call }) => (call.id === null ? { createdAt: call.ctx.now() } : {}),
});
