import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import {
  fromAddress,
  makeEpisode,
  makeEvent,
  makeNews,
  makePodcast,
  makePodcastTheme,
  makeSerie,
  makeTheme,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
  type TestSession,
} from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp);
});
afterAll(() => t.database.close());

interface Piece {
  text: string;
  hit: boolean;
}
interface Result {
  kind: string;
  title: Piece[];
  excerpt: Piece[];
  theme: string;
  url: string;
}
interface Answer {
  total: number;
  results: Result[];
  kinds: { kind: string; count: number }[];
  themes: { theme: string; count: number }[];
}

const search = async (session: TestSession, query: Record<string, string>): Promise<Answer> =>
  (await request(t.app).get('/api/search').query(query).set('Cookie', session.cookie).set(fromAddress(t.ctx, '198.51.100.7')).expect(200)).body as Answer;
const visitor = () => sessionFor(t.ctx, null);
const member = async () => sessionFor(t.ctx, (await makeUser(t.ctx, { role: 'member' })).email);
const text = (pieces: Piece[]) => pieces.map((piece) => piece.text).join('');
const hits = (pieces: Piece[]) => pieces.filter((piece) => piece.hit).map((piece) => piece.text);
const titles = (answer: Answer) => answer.results.map((result) => text(result.title));

describe('the site search', () => {
  it('folds accents and plurals, and highlights the words found in the title and the excerpt', async () => {
    await makeEvent(t.ctx, {
      title: 'Les Bronchopneumopathies chroniques obstructives',
      description: '<p>Comprendre le rôle des polynucléaires <strong>éosinophiles</strong> dans les exacerbations.</p>',
    });
    const byPlural = await search(await visitor(), { q: 'bronchopneumopathie' });
    expect(titles(byPlural)).toEqual(['Les Bronchopneumopathies chroniques obstructives']);
    expect(hits(byPlural.results[0].title)).toEqual(['Bronchopneumopathies']);
    expect(byPlural.results[0].kind).toBe('session');
    expect(byPlural.results[0].url).toMatch(/^\/event\/\d+$/);

    const byAccent = await search(await visitor(), { q: 'eosinophile' });
    expect(titles(byAccent)).toEqual(['Les Bronchopneumopathies chroniques obstructives']);
    // The excerpt keeps the page's own spelling and no markup.
    expect(hits(byAccent.results[0].excerpt)).toEqual(['éosinophiles']);
    expect(text(byAccent.results[0].excerpt)).not.toContain('<');
  });

  it('shows a visitor only public items, a member also what is reserved to members', async () => {
    const podcastTheme = await makePodcastTheme(t.ctx, { name: 'Sommeil' });
    await makePodcast(t.ctx, { themeId: podcastTheme.id, title: 'Apnées obstructives du sommeil', description: 'La polysomnographie expliquée.' });
    await makeEvent(t.ctx, { title: 'Polysomnographie en pratique', state: 'replay' });
    await makeNews(t.ctx, { title: 'Nouvelle recommandation sur la polysomnographie', category: 'other' });
    const serie = await makeSerie(t.ctx, { category: 'Asthme' });
    await makeEpisode(t.ctx, serie.id, { title: 'La polysomnographie chez l’enfant' });

    const asVisitor = await search(await visitor(), { q: 'polysomnographies' });
    expect(asVisitor.results.map((result) => result.kind)).toEqual(['news']);
    expect(asVisitor.total).toBe(1);

    const asMember = await search(await member(), { q: 'polysomnographies' });
    expect(asMember.results.map((result) => result.kind).sort()).toEqual(['episode', 'news', 'podcast', 'replay']);
    expect(asMember.kinds).toEqual([
      { kind: 'replay', count: 1 },
      { kind: 'podcast', count: 1 },
      { kind: 'episode', count: 1 },
      { kind: 'news', count: 1 },
    ]);
  });

  it('filters by kind and by theme, and counts what each filter leaves', async () => {
    const asthme = await makeTheme(t.ctx, { name: 'Asthme sévère', category: 'Asthme' });
    const bpco = await makeTheme(t.ctx, { name: 'BPCO', category: 'BPCO' });
    await makeEvent(t.ctx, { themeId: asthme.id, title: 'Biothérapies ciblées' });
    await makeEvent(t.ctx, { themeId: bpco.id, title: 'Biothérapie et exacerbations' });
    await t.ctx.db.insert(schema.faqItems).values({ question: 'Où trouver les biothérapies ?', answer: 'Dans les replays.' });

    const all = await search(await visitor(), { q: 'biothérapie' });
    expect(all.total).toBe(3);
    expect(all.themes).toEqual([
      { theme: 'Asthme sévère', count: 1 },
      { theme: 'BPCO', count: 1 },
    ]);

    const sessions = await search(await visitor(), { q: 'biothérapie', kind: 'session' });
    expect(sessions.total).toBe(2);
    expect(sessions.results.every((result) => result.kind === 'session')).toBe(true);
    // The kind filter's own counts stay those of every kind, so another kind can be chosen.
    expect(sessions.kinds).toEqual([
      { kind: 'session', count: 2 },
      { kind: 'faq', count: 1 },
    ]);

    const themed = await search(await visitor(), { q: 'biothérapie', theme: 'BPCO' });
    expect(titles(themed)).toEqual(['Biothérapie et exacerbations']);
    expect(themed.total).toBe(1);
  });

  it('follows the back office’s changes: a renamed theme, an edited title, a deleted item', async () => {
    const theme = await makeTheme(t.ctx, { name: 'Ancien nom', category: 'BPCO' });
    const event = await makeEvent(t.ctx, { themeId: theme.id, title: 'Spirométrie incitative' });
    await t.ctx.db.update(schema.themes).set({ name: 'Réhabilitation' }).where(eq(schema.themes.id, theme.id));
    expect((await search(await visitor(), { q: 'spirometrie' })).themes).toEqual([{ theme: 'Réhabilitation', count: 1 }]);

    await t.ctx.db.update(schema.events).set({ title: 'Oxygénothérapie' }).where(eq(schema.events.id, event.id));
    expect((await search(await visitor(), { q: 'spirometrie' })).total).toBe(0);
    expect((await search(await visitor(), { q: 'oxygenotherapie' })).total).toBe(1);

    await t.ctx.db.delete(schema.events).where(eq(schema.events.id, event.id));
    expect((await search(await visitor(), { q: 'oxygenotherapie' })).total).toBe(0);
  });

  it('refuses a query of one letter with a French message', async () => {
    const answer = await request(t.app).get('/api/search').query({ q: 'a' }).set(fromAddress(t.ctx, '198.51.100.7')).expect(400);
    expect(JSON.stringify(answer.body)).toContain('Saisissez au moins deux caractères.');
  });
});
