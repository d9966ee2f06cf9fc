import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { listResponseSchema } from '@canal/contracts';
import { createServiceApp } from '../http/createServiceApp';
import { events, themes } from '../db/schema';
import { seedDemo } from '../seed/seedDemo';
import { createTestContext } from '../testing/createTestContext';
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
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  ({ ctx, database } = await createTestContext());
  ctx.now = () => now;
  await seedDemo(ctx.db, now);
  app = createServiceApp(ctx, defineListModule(eventList));
});
afterAll(() => database.close());

async function get(url: string) {
  const session = await sessionFor(ctx, 'admin@canal-pneumo.fr');
  return request(app).get(url).set('Cookie', session.cookie);
}

describe('a list module declared once', () => {
  it('answers a list with joined columns, dates in epoch seconds and the declared sort', async () => {
    const { data } = listResponseSchema.parse((await get('/api/test-events/list')).body);
    const total = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(events))[0].n;
    expect(data.pagination.total).toBe(total);
    const dates = data.rows.map((row) => Number(row.eventDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(data.rows.every((row) => typeof row.themeName === 'string')).toBe(true);
    expect(data.filters.find((filter) => filter.filter_type === 'PastPresent')?.filter_items?.map((item) => item.value)).toEqual(['past', 'present']);
  });

  it('filters past and present sessions (PastPresent) around now', async () => {
    const past = listResponseSchema.parse((await get('/api/test-events/list?when=past&pl=100')).body).data;
    const present = listResponseSchema.parse((await get('/api/test-events/list?when=present&pl=100')).body).data;
    const nowSeconds = now.getTime() / 1000;
    expect(past.rows.length).toBeGreaterThan(0);
    expect(present.rows.length).toBeGreaterThan(0);
    expect(past.rows.every((row) => Number(row.eventDate) < nowSeconds)).toBe(true);
    expect(present.rows.every((row) => Number(row.eventDate) >= nowSeconds)).toBe(true);
    const all = listResponseSchema.parse((await get('/api/test-events/list?pl=100')).body).data;
    expect(past.pagination.total + present.pagination.total).toBe(all.pagination.total);
    expect((await get('/api/test-events/list?when=later')).status).toBe(400);
  });

  it('filters a month in Paris time and searches joined text', async () => {
    await ctx.db.update(events).set({ date: new Date('2026-04-30T22:30:00Z') }).where(eq(events.id, 1));
    const may = listResponseSchema.parse((await get('/api/test-events/list?month=2026-05')).body).data;
    expect(may.rows.map((row) => row.id)).toEqual([1]);
    const april = listResponseSchema.parse((await get('/api/test-events/list?month=2026-04')).body).data;
    expect(april.rows.map((row) => row.id)).not.toContain(1);
    const asthme = listResponseSchema.parse((await get('/api/test-events/list?q=Asthme&pl=100')).body).data;
    expect(asthme.rows.length).toBeGreaterThan(0);
    expect(asthme.rows.every((row) => `${row.eventTitle} ${row.themeName}`.includes('Asthme'))).toBe(true);
  });

  it('exports CSV cells as the list shows them, never as formulas', async () => {
    await ctx.db.update(events).set({ title: '=HYPERLINK("http://x")' }).where(eq(events.id, 2));
    const response = await get('/api/test-events/export?format=csv&sf=id&sw=a');
    expect(response.status).toBe(200);
    const lines = response.text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Titre;Thème;Date;État');
    expect(lines[2].startsWith(`"'=HYPERLINK(""http://x"")"`)).toBe(true);
    expect(lines[1]).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
  });
});
