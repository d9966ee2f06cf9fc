import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { listResponseSchema } from '@canal/contracts';
import { createServiceApp } from '../http/createServiceApp';
import { events, themes } from '../db/schema';
import { makeEvent, makeTheme, makeUser } from '../testing/factories';
import { openService } from '../testing/openService';
import { sessionFor } from '../testing/sessionFor';
import type { DatabaseHandle } from '../db/openDatabase';
import type { ServiceContext } from '../ServiceContext';
import { defineListModule } from './defineListModule';
import type { ListModule } from './ListModule';

/** A module declared in one declaration: the sessions ("Émissions"), with a join and every date filter. */
const eventList: ListModule = {
  name: 'events',
  basePath: '/api/test-events',
  title: 'Émissions',
  access: 'staff',
  exportAccess: 'staff',
  editRoute: '/staff/event/edit',
  source: { table: events, joins: [{ table: themes, on: eq(themes.id, events.themeId) }] },
  columns: [
    { id: 'id', label: 'ID', type: 'num', sql: events.id },
    { id: 'eventTitle', label: 'Titre', type: 'text', sql: events.title },
    { id: 'themeName', label: 'Thème', type: 'text', sql: themes.name },
    { id: 'eventDate', label: 'Date', type: 'dateTime', sql: events.date },
    { id: 'eventState', label: 'État', type: 'select', sql: events.state, field: { options: [{ value: 'replay', label: 'Replay' }] } },
  ],
  filters: [
    { type: 'Search', alias: 'q', label: 'Rechercher' },
    { type: 'PastPresent', alias: 'when', label: 'Quand', sql: events.date },
    { type: 'MonthYear', alias: 'month', label: 'Mois', sql: events.date, years: () => [2026] },
  ],
  defaultSort: { field: 'eventDate', way: 'a' },
  actions: () => [{ name: 'edit', url: '/staff/event/edit' }],
  readOnly: (row) => row.eventState === 'replay',
  async remove(call, id) {
    await call.ctx.db.delete(events).where(eq(events.id, id));
  },
};

let ctx: ServiceContext;
let database: DatabaseHandle;
let app: ReturnType<typeof createServiceApp>;
let adminEmail: string;
const now = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60;
/** The sessions the list shows, made below: two before now, three after. */
let sessions: Record<'live' | 'soon' | 'days' | 'replay' | 'later', typeof events.$inferSelect>;

beforeAll(async () => {
  ({ ctx, database, app } = await openService((opened) => createServiceApp(opened, defineListModule(eventList)), {}, now));
  adminEmail = (await makeUser(ctx, { role: 'admin', subRole: null })).email;
  const bpco = await makeTheme(ctx, { name: 'BPCO', category: 'BPCO' });
  const asthme = await makeTheme(ctx, { name: 'Asthme', category: 'Asthme' });
  const parcours = await makeTheme(ctx, { name: 'Parcours de soins', category: 'ParcoursSoins' });
  sessions = {
    live: await makeEvent(ctx, { title: 'BPCO : prévenir et traiter les exacerbations', themeId: bpco.id, startsInMin: -20 }),
    soon: await makeEvent(ctx, { title: 'Asthme sévère : place des biothérapies', themeId: asthme.id, startsInMin: 10 }),
    days: await makeEvent(ctx, { title: 'Le parcours du patient en ville', themeId: parcours.id, startsInMin: 3 * DAY }),
    replay: await makeEvent(ctx, { title: 'Éducation thérapeutique', themeId: asthme.id, startsInMin: -7 * DAY, state: 'replay' }),
    later: await makeEvent(ctx, { title: 'Réhabilitation respiratoire', themeId: bpco.id, startsInMin: 9 * DAY }),
  };
});
afterAll(() => database.close());

async function get(url: string) {
  const session = await sessionFor(ctx, adminEmail);
  return request(app).get(url).set('Cookie', session.cookie);
}

describe('a list module declared once', () => {
  it('answers a list with joined columns, dates in epoch seconds and the declared sort', async () => {
    const { data } = listResponseSchema.parse((await get('/api/test-events/list')).body);
    const total = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(events))[0].n;
    expect(total).toBe(5);
    expect(data.pagination.total).toBe(total);
    const dates = data.rows.map((row) => Number(row.eventDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(data.rows.every((row) => typeof row.themeName === 'string')).toBe(true);
    expect(data.rows.find((row) => row.id === sessions.days.id)?.themeName).toBe('Parcours de soins');
    expect(data.rows.find((row) => row.id === sessions.replay.id)?.readOnly).toBe(1);
    expect(data.filters.find((filter) => filter.filter_type === 'PastPresent')?.filter_items?.map((item) => item.value)).toEqual(['past', 'present']);
  });

  it('filters past and present sessions (PastPresent) around now', async () => {
    const past = listResponseSchema.parse((await get('/api/test-events/list?when=past&pl=100')).body).data;
    const present = listResponseSchema.parse((await get('/api/test-events/list?when=present&pl=100')).body).data;
    const nowSeconds = now.getTime() / 1000;
    expect(past.rows.map((row) => row.id).sort()).toEqual([sessions.live.id, sessions.replay.id].sort());
    expect(present.rows.map((row) => row.id).sort()).toEqual([sessions.soon.id, sessions.days.id, sessions.later.id].sort());
    expect(past.rows.every((row) => Number(row.eventDate) < nowSeconds)).toBe(true);
    expect(present.rows.every((row) => Number(row.eventDate) >= nowSeconds)).toBe(true);
    const all = listResponseSchema.parse((await get('/api/test-events/list?pl=100')).body).data;
    expect(past.pagination.total + present.pagination.total).toBe(all.pagination.total);
    expect((await get('/api/test-events/list?when=later')).status).toBe(400);
  });

  it('filters a month in Paris time and searches joined text', async () => {
    // A session made for this test only: 22:30 UTC on 30 April is already 1 May in Paris.
    const midnight = await makeEvent(ctx, { title: 'Minuit à Paris', themeId: sessions.later.themeId, date: new Date('2026-04-30T22:30:00Z') });
    try {
      const may = listResponseSchema.parse((await get('/api/test-events/list?month=2026-05')).body).data;
      expect(may.rows.map((row) => row.id)).toEqual([midnight.id]);
      const april = listResponseSchema.parse((await get('/api/test-events/list?month=2026-04')).body).data;
      expect(april.rows.map((row) => row.id)).not.toContain(midnight.id);
    } finally {
      await ctx.db.delete(events).where(eq(events.id, midnight.id));
    }
    const asthme = listResponseSchema.parse((await get('/api/test-events/list?q=Asthme&pl=100')).body).data;
    expect(asthme.rows.map((row) => row.id).sort()).toEqual([sessions.soon.id, sessions.replay.id].sort());
    expect(asthme.rows.every((row) => [row.eventTitle, row.themeName].some((cell) => typeof cell === 'string' && cell.includes('Asthme')))).toBe(true);
  });

  it('exports CSV cells as the list shows them, never as formulas', async () => {
    const formula = await makeEvent(ctx, { title: '=HYPERLINK("http://x")', themeId: sessions.live.themeId });
    try {
      const response = await get('/api/test-events/export?format=csv&sf=id&sw=d');
      expect(response.status).toBe(200);
      const lines = response.text.replace('\uFEFF', '').split('\r\n');
      expect(lines[0]).toBe('Titre;Thème;Date;État');
      expect(lines[1].startsWith(`"'=HYPERLINK(""http://x"")"`)).toBe(true);
      expect(lines[2]).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
    } finally {
      await ctx.db.delete(events).where(eq(events.id, formula.id));
    }
  });
});
