import request from 'supertest';
import { and, eq, like } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import {
  makeEpisode,
  makePodcast,
  makePodcastTheme,
  makeSerie,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
  type TestSession,
} from '@canal/service-core/testing';
import { createApp } from '../index';
import { TOO_MANY_SHARES } from '../sharing/shareItem';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp, { SHARES_PER_USER_PER_HOUR: '2' });
});
afterAll(() => t.database.close());

const AUDIO = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(2000, 7)]);
const VIDEO = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(Array.from({ length: 5000 }, (_v, i) => i % 251))]);

const get = (session: TestSession, path: string) => request(t.app).get(path).set('Cookie', session.cookie);
const post = (session: TestSession, path: string, body: object = {}) =>
  request(t.app).post(path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).send(body);
const newMember = async (fields: Parameters<typeof makeUser>[1] = {}) => {
  const user = await makeUser(t.ctx, fields);
  return { user, session: await sessionFor(t.ctx, user.email) };
};

describe('podcasts', () => {
  it('asks visitors to log in, and gives members the themes with their podcasts by state', async () => {
    const theme = await makePodcastTheme(t.ctx, { name: 'BPCO au quotidien', color: '#0e7c66' });
    const online = await makePodcast(t.ctx, { themeId: theme.id, title: 'Le souffle court', position: 1 });
    const coming = await makePodcast(t.ctx, { themeId: theme.id, title: 'Bientôt : la réhabilitation', state: 'pending', position: 2 });
    const visitor = await get(await sessionFor(t.ctx, null), '/api/podcastTheme/get/all').expect(401);
    expect(visitor.body.log).toBe('Merci de vous connecter pour accéder à ce contenu');
    const { session } = await newMember();
    const list = (await get(session, '/api/podcastTheme/get/all').expect(200)).body;
    expect(list.data.find((card: { id: number }) => card.id === theme.id)).toMatchObject({
      themeName: 'BPCO au quotidien',
      themeColor: '#0e7c66',
      items: [
        { id: online.id, podcastState: 'live', podcastTag: 'En ligne', podcastTitle: 'Le souffle court' },
        { id: coming.id, podcastState: 'pending', podcastTag: 'À venir', podcastTitle: 'Bientôt : la réhabilitation' },
      ],
    });
    expect((await get(session, `/api/podcastTheme/get/${theme.id}`).expect(200)).body.data.items).toHaveLength(2);
    expect((await get(session, '/api/podcastTheme/get/999999').expect(404)).body.log).toBe('Thème de podcasts introuvable.');
  });

  it('shows a podcast with its neighbours, hides its date when asked, and gives audio only once online', async () => {
    const theme = await makePodcastTheme(t.ctx);
    const date = new Date('2026-10-01T08:00:00Z');
    const first = await makePodcast(t.ctx, { themeId: theme.id, position: 1, date, audio: AUDIO });
    const second = await makePodcast(t.ctx, { themeId: theme.id, position: 2, date, hideDate: true, audio: AUDIO });
    const pending = await makePodcast(t.ctx, { themeId: theme.id, position: 3, state: 'pending', audio: AUDIO });
    const { session } = await newMember();
    const shown = (await get(session, `/api/podcastShow/get/${first.id}`).expect(200)).body.data;
    expect(shown).toMatchObject({ podcastDate: date.getTime() / 1000, podcastHideDate: '', hasAudio: true, previous: null, next: { id: second.id } });
    expect((await get(session, `/api/podcastShow/get/${second.id}`).expect(200)).body.data).toMatchObject({
      podcastDate: null,
      podcastHideDate: 'on',
      previous: { id: first.id },
    });
    expect((await get(session, `/api/podcastShow/get/${pending.id}`).expect(200)).body.data).toMatchObject({ podcastState: 'pending', hasAudio: false });
    const audio = (await get(session, `/api/podcastShow/audio/${first.id}`).expect(200)).body;
    expect(audio).toEqual({ audio: 'complete', data: { url: `/api/podcastShow/audio/${first.id}/file` } });
    expect((await get(session, `/api/podcastShow/audio/${pending.id}`).expect(404)).body.log).toBe('Ce podcast n’est pas encore disponible.');
    await get(session, `/api/podcastShow/audio/${pending.id}/file`).expect(404);
    await get(await sessionFor(t.ctx, null), audio.data.url).expect(401);
  });
});

describe('media files by HTTP ranges', () => {
  let url = '';
  let session: TestSession;
  beforeAll(async () => {
    const podcast = await makePodcast(t.ctx, { audio: AUDIO });
    url = `/api/podcastShow/audio/${podcast.id}/file`;
    ({ session } = await newMember());
  });

  it('answers the whole file with Accept-Ranges when no range is asked', async () => {
    const answer = await get(session, url).buffer(true).expect(200);
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(answer.body as Buffer, AUDIO)).toBe(0);
  });

  it('answers the first bytes, a middle range and an open range with 206 and their Content-Range', async () => {
    const first = await get(session, url).set('Range', 'bytes=0-9').buffer(true).expect(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${AUDIO.length}`);
    expect(Buffer.compare(first.body as Buffer, AUDIO.subarray(0, 10))).toBe(0);
    const middle = await get(session, url).set('Range', 'bytes=1000-1499').buffer(true).expect(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1499/${AUDIO.length}`);
    expect(middle.headers['content-length']).toBe('500');
    expect(Buffer.compare(middle.body as Buffer, AUDIO.subarray(1000, 1500))).toBe(0);
    const open = await get(session, url).set('Range', 'bytes=2000-').buffer(true).expect(206);
    expect(open.headers['content-range']).toBe(`bytes 2000-${AUDIO.length - 1}/${AUDIO.length}`);
    const suffix = await get(session, url).set('Range', 'bytes=-4').buffer(true).expect(206);
    expect(Buffer.compare(suffix.body as Buffer, AUDIO.subarray(AUDIO.length - 4))).toBe(0);
  });

  it('answers 416 with the size to a range past the end', async () => {
    const answer = await get(session, url).set('Range', `bytes=${AUDIO.length}-`).expect(416);
    expect(answer.headers['content-range']).toBe(`bytes */${AUDIO.length}`);
    await get(session, url).set('Range', 'bytes=50-10').expect(416);
  });

  it('carries validators: 304 to a cache that holds the file, a part only while If-Range names the file, else the whole file', async () => {
    const whole = await get(session, url).buffer(true).expect(200);
    const etag = String(whole.headers.etag);
    const lastModified = String(whole.headers['last-modified']);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    await get(session, url).set('If-None-Match', etag).expect(304);
    await get(session, url).set('If-Modified-Since', lastModified).expect(304);
    expect((await get(session, url).set('If-None-Match', '"autre"').buffer(true).expect(200)).headers.etag).toBe(etag);

    // The same file: the part asked.
    for (const validator of [etag, lastModified]) {
      const part = await get(session, url).set('Range', 'bytes=0-9').set('If-Range', validator).buffer(true);
      expect({ validator, status: part.status }).toEqual({ validator, status: 206 });
    }
    // Another file (or a weak validator, or another date): the whole file, 200, as RFC 9110 §13.1.5 says.
    for (const validator of ['"0-0"', `W/${etag}`, new Date(Date.parse(lastModified) - 1000).toUTCString(), 'pas une date']) {
      const changed = await get(session, url).set('Range', 'bytes=0-9').set('If-Range', validator).buffer(true);
      expect({ validator, status: changed.status, range: changed.headers['content-range'] }).toEqual({ validator, status: 200, range: undefined });
      expect(Buffer.compare(changed.body as Buffer, AUDIO)).toBe(0);
    }
  });

  it('serves an episode’s video the same way', async () => {
    const serie = await makeSerie(t.ctx);
    const episode = await makeEpisode(t.ctx, serie.id, { video: VIDEO });
    const part = await get(session, `/api/episode/video/${episode.id}`).set('Range', 'bytes=100-199').buffer(true).expect(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(Buffer.compare(part.body as Buffer, VIDEO.subarray(100, 200))).toBe(0);
    await request(t.app).get(`/cache/episodeMedia/${episode.id}/video.webm`).expect(404);
  });
});

describe('Mes replays and Mes podcasts', () => {
  it('groups a category from stored progress: started, newest, most viewed, and the series', async () => {
    const serie = await makeSerie(t.ctx, { category: 'Asthme', title: 'L’asthme sévère en 4 épisodes' });
    const emptySerie = await makeSerie(t.ctx, { category: 'Asthme', title: 'Série à venir' });
    const older = await makeEpisode(t.ctx, serie.id, { position: 1, createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await makeEpisode(t.ctx, serie.id, { position: 2, createdAt: new Date('2026-11-01T00:00:00Z') });
    const other = await makeSerie(t.ctx, { category: 'BPCO' });
    const bpcoEpisode = await makeEpisode(t.ctx, other.id);
    const { session } = await newMember();
    for (let i = 0; i < 3; i += 1) {
      const viewer = (await newMember()).session;
      await post(viewer, `/api/episode/onPlay/${older.id}`).expect(200);
      await post(viewer, `/api/episode/onUpdate/${older.id}`, { time: 20 }).expect(200);
    }
    await post(session, `/api/episode/onPlay/${newer.id}`).expect(200);
    await post(session, `/api/episode/onUpdate/${newer.id}`, { time: '42.5' }).expect(200);
    const groups = (await post(session, '/api/serie/front_list', { type: 'replay', category: 'asthme' }).expect(200)).body.data;
    expect(groups.continue).toEqual([expect.objectContaining({ subtype: 'episode', id: newer.id, positionS: 42 })]);
    expect(groups.news.map((card: { id: number }) => card.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(groups.top[0]).toMatchObject({ id: older.id, viewers: 3 });
    expect(groups.others.map((card: { id: number }) => card.id)).toEqual(expect.arrayContaining([serie.id, emptySerie.id]));
    expect(groups.others.find((card: { id: number }) => card.id === emptySerie.id)).toMatchObject({ subtype: 'serie', episodeCount: 0 });
    expect(groups.news.map((card: { id: number }) => card.id)).not.toContain(bpcoEpisode.id);
    const all = (await post(session, '/api/serie/front_list', { type: 'replay', category: 'Tout' }).expect(200)).body.data;
    expect(all.others.map((card: { id: number }) => card.id)).toContain(other.id);

    await post(session, `/api/episode/onUpdate/${newer.id}`, { time: 'end' }).expect(200);
    const after = (await post(session, '/api/serie/front_list', { type: 'replay', category: 'Asthme' }).expect(200)).body.data;
    expect(after.continue).toEqual([]);
  });

  it('lists podcasts of a category with those to come among the suggestions only', async () => {
    const live = await makePodcast(t.ctx, { category: 'Asthme', title: 'En ligne' });
    const pending = await makePodcast(t.ctx, { category: 'Asthme', title: 'À venir', state: 'pending' });
    const { session } = await newMember();
    const groups = (await post(session, '/api/serie/front_list', { type: 'podcast', category: 'Asthme' }).expect(200)).body.data;
    expect(groups.news.map((card: { id: number }) => card.id)).toContain(live.id);
    expect(groups.news.map((card: { id: number }) => card.id)).not.toContain(pending.id);
    expect(groups.others.find((card: { id: number }) => card.id === pending.id)).toMatchObject({ subtype: 'podcast', state: 'pending' });
    await post(session, `/api/podcastShow/onPlay/${pending.id}`).expect(404);
  });

  it('refuses an unknown category or type in French', async () => {
    const { session } = await newMember();
    expect((await post(session, '/api/serie/front_list', { type: 'podcast', category: 'PneumoInnovations' }).expect(400)).body.log).toBe(
      'Catégorie inconnue : BPCO, Asthme, Tout.',
    );
    expect((await post(session, '/api/serie/front_list', { type: 'video', category: 'Tout' }).expect(400)).body.log).toContain('Type de liste inconnu');
  });

  it('opens a serie with its episodes, and an episode with its neighbours and where the member stopped', async () => {
    const serie = await makeSerie(t.ctx, { category: 'BPCO' });
    const one = await makeEpisode(t.ctx, serie.id, { position: 1, title: 'Un' });
    const two = await makeEpisode(t.ctx, serie.id, { position: 2, title: 'Deux', video: VIDEO, file: Buffer.from('%PDF-1.4 diapos') });
    const { session } = await newMember();
    const dialog = (await post(session, `/api/serie/get/${serie.id}`).expect(200)).body.data;
    expect(dialog).toMatchObject({ episode_count: 2, episodes: [{ id: one.id }, { id: two.id }] });
    await post(session, `/api/episode/onUpdate/${two.id}`, { time: 12 }).expect(200);
    const page = (await post(session, `/api/episode/get/${two.id}`).expect(200)).body.data;
    expect(page).toMatchObject({
      episodeTitle: 'Deux',
      previous: { id: one.id, title: 'Un' },
      next: null,
      positionS: 12,
      episodeVideo: `/api/episode/video/${two.id}`,
      episodeFiles: [{ index: 0, name: 'diapositives.pdf' }],
    });
    expect((await post(session, `/api/episode/get/${one.id}`).expect(200)).body.data.episodeVideo).toBeNull();
    const download = await get(session, `/api/episode/download/${two.id}`).expect(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await post(session, `/api/episode/onUpdate/${two.id}`, { time: 'bientôt' }).expect(400)).body.log).toBe(
      'La position de lecture doit être un nombre de secondes ou « end ».',
    );
    expect((await post(session, '/api/episode/get/abc').expect(400)).body.log).toContain("L'identifiant de l’épisode");
  });
});

describe('ratings', () => {
  it('keeps one rating per member and item, changeable, and answers the average to one decimal', async () => {
    const podcast = await makePodcast(t.ctx);
    const first = await newMember();
    const second = await newMember();
    const third = await newMember();
    await post(first.session, '/api/nps/rating', { module: 'podcast', id: podcast.id, rating: 5 }).expect(200);
    await post(second.session, '/api/nps/rating', { module: 'podcast', id: podcast.id, rating: 4 }).expect(200);
    const changed = (await post(first.session, '/api/nps/rating', { module: 'podcast', id: podcast.id, rating: 2 }).expect(200)).body;
    expect(changed).toEqual({ nps: 'complete', average: { rating: 3, total: 2 }, rating: 2 });
    const third5 = (await post(third.session, '/api/nps/rating', { module: 'podcast', id: podcast.id, rating: '5' }).expect(200)).body;
    expect(third5.average).toEqual({ rating: 3.7, total: 3 });
    expect((await get(first.session, `/api/podcastShow/get/${podcast.id}`).expect(200)).body.data.nps).toEqual({ rating: 3.7, total: 3, mine: 2 });
  });

  it('refuses a rating out of range, an unknown module or a podcast to come, writing nothing', async () => {
    const pending = await makePodcast(t.ctx, { state: 'pending' });
    const { session, user } = await newMember();
    expect((await post(session, '/api/nps/rating', { module: 'podcast', id: pending.id, rating: 6 }).expect(400)).body.log).toContain(
      'La note doit être comprise entre 0 et 5.',
    );
    expect((await post(session, '/api/nps/rating', { module: 'video', id: pending.id, rating: 3 }).expect(400)).body.log).toContain('Module inconnu');
    await post(session, '/api/nps/rating', { module: 'podcast', id: pending.id, rating: 3 }).expect(404);
    expect(await t.ctx.db.select().from(schema.mediaRatings).where(eq(schema.mediaRatings.userId, user.id))).toEqual([]);
  });
});

describe('sharing', () => {
  it('e-mails the item to the addresses found in the text, ignoring the rest, with a link to its page', async () => {
    const podcast = await makePodcast(t.ctx, { title: 'Le souffle court' });
    const { session, user } = await newMember({ firstname: 'Claire', lastname: 'Dubois' });
    const answer = (
      await post(session, '/api/share/send', {
        module: 'podcast',
        id: podcast.id,
        url: 'https://ailleurs.example/x',
        title: 'autre titre',
        emails: 'À écouter, Paul (paul.martin@chu-lyon.fr) et anne@cabinet.fr !',
      }).expect(200)
    ).body;
    expect(answer).toEqual({ share: 'complete', emails: ['paul.martin@chu-lyon.fr', 'anne@cabinet.fr'] });
    const mails = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'anne@cabinet.fr'));
    expect(mails.at(-1)?.subject).toBe('Claire Dubois vous recommande « Le souffle court » sur Canal Pneumo');
    expect(mails.at(-1)?.text).toContain(`${t.ctx.config.PUBLIC_URL}/podcast/show/${podcast.id}`);
    expect(mails.at(-1)?.text).not.toContain('ailleurs.example');
    const [kept] = await t.ctx.db
      .select()
      .from(schema.mediaShares)
      .where(and(eq(schema.mediaShares.userId, user.id), eq(schema.mediaShares.itemId, podcast.id)));
    expect(kept?.recipients).toEqual(['paul.martin@chu-lyon.fr', 'anne@cabinet.fr']);
  });

  it('refuses a text without address, more than 10 recipients, and beyond the hourly limit, sending nothing', async () => {
    const serie = await makeSerie(t.ctx);
    const episode = await makeEpisode(t.ctx, serie.id);
    const { session, user } = await newMember();
    expect((await post(session, '/api/share/send', { module: 'episode', id: episode.id, emails: 'mes collègues' }).expect(400)).body.log).toBe(
      'Aucune adresse e-mail trouvée dans le texte : indiquez au moins une adresse.',
    );
    const eleven = Array.from({ length: 11 }, (_v, i) => `confrere${i}@exemple.fr`).join(' ');
    expect((await post(session, '/api/share/send', { module: 'episode', id: episode.id, emails: eleven }).expect(400)).body.log).toBe(
      'Vous pouvez partager avec 10 destinataires au plus.',
    );
    expect((await post(session, '/api/share/send', { module: 'episode', id: episode.id, emails: 'x'.repeat(10_000) }).expect(400)).body.log).toContain(
      '5 000 caractères',
    );
    await post(session, '/api/share/send', { module: 'episode', id: episode.id, emails: 'a1@exemple.fr' }).expect(200);
    await post(session, '/api/share/send', { module: 'episode', id: episode.id, emails: 'a2@exemple.fr' }).expect(200);
    expect((await post(session, '/api/share/send', { module: 'episode', id: episode.id, emails: 'a3@exemple.fr' }).expect(429)).body.log).toBe(TOO_MANY_SHARES);
    expect(await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'a3@exemple.fr'))).toEqual([]);
    expect(await t.ctx.db.select().from(schema.mediaShares).where(eq(schema.mediaShares.userId, user.id))).toHaveLength(2);
  });

  it('keeps two shares of 100 sent at once by one member, and mails only theirs', async () => {
    const podcast = await makePodcast(t.ctx, { themeId: (await makePodcastTheme(t.ctx)).id });
    const { session, user } = await newMember();
    const share = (i: number) => post(session, '/api/share/send', { module: 'podcast', id: podcast.id, emails: `salve${i}@exemple.fr` });
    const answers = await Promise.all(Array.from({ length: 100 }, (_v, i) => share(i)));
    expect(answers.filter((answer) => answer.status === 200).length).toBe(2);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(98);
    const shares = await t.ctx.db.select().from(schema.mediaShares).where(eq(schema.mediaShares.userId, user.id));
    expect(shares).toHaveLength(2);
    const mails = await t.ctx.db.select({ to: schema.mailOutbox.to }).from(schema.mailOutbox).where(like(schema.mailOutbox.to, 'salve%@exemple.fr'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(shares.flatMap((share) => share.recipients).sort());
  });
});
