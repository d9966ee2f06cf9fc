import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { staffApi, type FormValues } from '@canal/contracts';
import { defineFormModule, defineListModule, defineRoute, notFound, outerColumn, schema, type ApiRoute, type FormCall, formText } from '@canal/service-core';

const { utmCodes, utmAttributions, events } = schema;
const CODE = /^[A-Za-z0-9_-]{2,64}$/;
const countOf = (kind: string) => sql<number>`(select count(*)::int from ${utmAttributions} where ${utmAttributions.codeId} = ${outerColumn(utmCodes.id)} and ${utmAttributions.kind} = ${kind})`;

/** Who edits or deletes an existing code (001 section 2: admin only by default); staff and admins add them. */
const editAccess = 'admin' as const;

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
    const upcoming = await ctx.db.select({ id: events.id, title: events.title }).from(events).where(and(gt(sql`${events.date} + ${events.durationMin} * interval '1 minute'`, now), sql`${events.state} <> 'replay'`)).orderBy(asc(events.date));
    const replays = await ctx.db.select({ id: events.id, title: events.title }).from(events).where(eq(events.state, 'replay')).orderBy(desc(events.date));
    return {
      utm: 'complete',
      data: {
        code: utm.code,
        platform: withCode('/'),
        registrations: upcoming.map((event) => ({ label: event.title, url: withCode(`/registration?fromEvent=${event.id}`) })),
        lives: upcoming.map((event) => ({ label: event.title, url: withCode(`/live/${event.id}`) })),
        replaysAll: withCode('/replays'),
        replays: replays.map((event) => ({ label: event.title, url: withCode(`/replays/${event.id}`) })),
      },
    };
  },
});

async function codeTaken(call: FormCall, code: string): Promise<boolean> {
  const [row] = await call.ctx.db.select({ id: utmCodes.id }).from(utmCodes).where(sql`lower(${utmCodes.code}) = lower(${code})`);
  return row !== undefined && row.id !== call.id;
}

/**
 * UTM (001 section 2 "UTM"): codes whose links carry `r={code}`; the list counts what each code
 * brought (first visits per browser, registrations, subscriptions: utmAttribution in core).
 * Listed, added and exported by staff (every sub-role) and admins, edited and deleted by admins
 * (spec 001 §6: 'UTM list and add: admin and staff'); /staff/utm/{action}.
 */
export const routes: ApiRoute[] = [
  utmLinksRoute,
  ...defineListModule({
    name: 'utm',
    basePath: '/api/utm',
    title: 'UTM',
    access: 'staff',
    createAccess: 'staff',
    exportAccess: 'staff',
    editRoute: '/staff/utm/edit',
    source: { table: utmCodes },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: utmCodes.id },
      { id: 'utmCode', label: 'Code', type: 'text', sql: utmCodes.code },
      { id: 'utmLabel', label: 'Description', type: 'text', sql: utmCodes.label },
      { id: 'visits', label: 'Visites', type: 'num', sql: countOf('visit'), searchable: false },
      { id: 'registrations', label: 'Inscriptions au site', type: 'num', sql: countOf('registration'), searchable: false },
      { id: 'subscriptions', label: 'Inscriptions aux sessions', type: 'num', sql: countOf('subscription'), searchable: false },
      { id: 'dateCreated', label: 'Créé le', type: 'dateTime', sql: utmCodes.createdAt, searchable: false },
    ],
    filters: [{ type: 'Search', alias: 'q', label: 'Rechercher' }],
    defaultSort: { field: 'dateCreated', way: 'd' },
    actions: (call) => [
      ...(call.principal.role === 'admin' ? [{ name: 'edit', url: '/staff/utm/edit' }, { name: 'delete', url: '/api/utm/delete' }] : []),
    ],
    deleteAccess: editAccess,
    remove: async (call, id) => {
      await call.ctx.db.delete(utmCodes).where(eq(utmCodes.id, id));
    },
  }),
  ...defineFormModule({
    name: 'utm',
    fetchPath: '/api/utm/edit',
    access: editAccess,
    createAccess: 'staff',
    idMode: 'optional',
    title: (call) => (call.id === null ? 'Nouveau code UTM' : 'Edition du code UTM'),
    groups: () => [
      {
        label: 'Code UTM',
        items: [
          { id: 'utmCode', label: 'Code', type: 'text', validators: ['notEmpty'], minLength: 2, maxLength: 64, helperText: 'Lettres, chiffres, « - » et « _ » : il est ajouté aux liens (r=code).', sizes: { xs: 12, md: 6 } },
          { id: 'utmLabel', label: 'Description', type: 'text', maxLength: 200, helperText: 'Campagne, partenaire, support…', sizes: { xs: 12, md: 6 } },
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return {};
      const [row] = await call.ctx.db.select().from(utmCodes).where(eq(utmCodes.id, call.id));
      return row ? { utmCode: row.code, utmLabel: row.label } : null;
    },
    check: async (call, values) => {
      const code = formText(values.utmCode);
      const errors: Record<string, string> = {};
      if (!CODE.test(code)) errors.utmCode = 'Code invalide : de 2 à 64 lettres, chiffres, « - » ou « _ ».';
      else if (await codeTaken(call, code)) errors.utmCode = 'Ce code existe déjà.';
      return errors;
    },
    save: async (call, values) => {
      const fields = { code: formText(values.utmCode), label: formText(values.utmLabel) };
      if (call.id !== null) {
        await call.ctx.db.update(utmCodes).set(fields).where(eq(utmCodes.id, call.id));
        return { id: call.id };
      }
      const [row] = await call.ctx.db.insert(utmCodes).values({ ...fields, createdAt: call.ctx.now() }).returning({ id: utmCodes.id });
      return { id: row.id };
    },
  }),
];
