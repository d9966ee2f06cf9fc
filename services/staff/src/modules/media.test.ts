import request from 'supertest';
import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, listResponseSchema, MARKUP_HELP } from '@canal/contracts';
import { schema, uploadStorageOf } from '@canal/service-core';
import { makeEpisode, makePodcastTheme, makeSerie, makeUser } from '@canal/service-core/testing';
import { getAs, postAs, staffTestBed } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm']);

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(3000, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 2)]);

function upload(path: string, field: string, fileName: string, type: string, bytes: Buffer) {
  return request(bed.t.app)
    .post(`${path}/upload?f=${field}`)
    .set('Cookie', bed.as.admin.cookie)
    .set('X-CSRF-Token', bed.as.admin.csrf)
    .type('form')
    .send({ dataURL: `data:${type};base64,${bytes.toString('base64')}`, fileName, fileType: type, fileSize: String(bytes.length) });
}

describe('the media modules of the back office', () => {
  it('lets an admin add an episode with its video and thumbnail: the video goes to the private media folder', async () => {
    const serie = await makeSerie(bed.t.ctx, { title: 'BPCO : les bases', category: 'BPCO' });
    const video = (await upload('/api/episode/edit', 'episodeVideo', 'cours.webm', 'video/webm', WEBM).expect(200)).body.file;
    const thumb = (await upload('/api/episode/edit', 'episodeThumb', 'vignette.png', 'image/png', PNG).expect(200)).body.file;
    const saved = await postAs(bed.t.app, bed.as.admin, '/api/episode/edit', {
      fsubmit: 'episode_form',
      episodeTitle: 'La spirométrie pas à pas',
      serieId: String(serie.id),
      episodePosition: '1',
      episodeDuration: '12',
      episodeDescription: 'Un pas à pas en cabinet.',
      guests: 'Dr Hélène Roux | Pneumologue',
      episodeVideo: JSON.stringify([video]),
      episodeThumb: JSON.stringify([thumb]),
    });
    expect([saved.status, saved.body.log, saved.body.data?.errors]).toEqual([200, undefined, undefined]);
    expect(saved.body.form).toBe('saved');
    const [row] = await bed.t.ctx.db.select().from(schema.episodes).where(eq(schema.episodes.title, 'La spirométrie pas à pas'));
    expect(row).toMatchObject({ serieId: serie.id, durationMin: 12, guests: [{ attributes: { name: 'Dr Hélène Roux', description: 'Pneumologue' } }] });
    expect(row?.video[0]?.dest).toBe(`/cache/episodeMedia/${row?.id}/cours.webm`);
    expect(await uploadStorageOf(bed.t.ctx).read(`episodeMedia/${row?.id}/cours.webm`)).toEqual(WEBM);
    expect(row?.thumb[0]?.dest).toBe(`/cache/episodeThumbs/${row?.id}/vignette.png`);
    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/episode/list').expect(200)).body);
    expect(list.data.rows.find((listed) => listed.episodeTitle === 'La spirométrie pas à pas')).toMatchObject({ serieTitle: 'BPCO : les bases' });
  });

  it('removes a replaced thumbnail from the storage and keeps the video; deleting the episode removes the rest', async () => {
    const serie = await makeSerie(bed.t.ctx, { title: 'Fichiers remplacés', category: 'BPCO' });
    const storage = uploadStorageOf(bed.t.ctx);
    const video = (await upload('/api/episode/edit', 'episodeVideo', 'cours.webm', 'video/webm', WEBM).expect(200)).body.file;
    const firstThumb = (await upload('/api/episode/edit', 'episodeThumb', 'premiere.png', 'image/png', PNG).expect(200)).body.file;
    const form = {
      fsubmit: 'episode_form',
      episodeTitle: 'Vignette remplacée',
      serieId: String(serie.id),
      episodePosition: '1',
      episodeDuration: '5',
      episodeDescription: '',
      guests: '',
    };
    const created = await postAs(bed.t.app, bed.as.admin, '/api/episode/edit', {
      ...form,
      episodeVideo: JSON.stringify([video]),
      episodeThumb: JSON.stringify([firstThumb]),
    }).expect(200);
    const id = created.body.data.id as number;
    const [row] = await bed.t.ctx.db.select().from(schema.episodes).where(eq(schema.episodes.id, id));

    const secondThumb = (await upload('/api/episode/edit', 'episodeThumb', 'seconde.png', 'image/png', PNG).expect(200)).body.file;
    await postAs(bed.t.app, bed.as.admin, `/api/episode/edit/${id}`, {
      ...form,
      episodeVideo: JSON.stringify(row?.video),
      episodeThumb: JSON.stringify([secondThumb]),
    }).expect(200);
    expect(await storage.read(`episodeThumbs/${id}/premiere.png`)).toBeNull();
    expect(await storage.read(`episodeThumbs/${id}/seconde.png`)).toEqual(PNG);
    expect(await storage.read(`episodeMedia/${id}/cours.webm`)).toEqual(WEBM);

    await postAs(bed.t.app, bed.as.admin, '/api/episode/delete', { id: String(id) }).expect(200);
    expect([await storage.read(`episodeThumbs/${id}/seconde.png`), await storage.read(`episodeMedia/${id}/cours.webm`)]).toEqual([null, null]);
  });

  it('removes the videos of a deleted series’ episodes, which the series takes with it', async () => {
    const serie = await makeSerie(bed.t.ctx, { title: 'Série supprimée', category: 'BPCO' });
    const video = (await upload('/api/episode/edit', 'episodeVideo', 'adieu.webm', 'video/webm', WEBM).expect(200)).body.file;
    const saved = await postAs(bed.t.app, bed.as.admin, '/api/episode/edit', {
      fsubmit: 'episode_form',
      episodeTitle: 'Épisode d’une série supprimée',
      serieId: String(serie.id),
      episodePosition: '1',
      episodeDuration: '5',
      episodeDescription: '',
      guests: '',
      episodeVideo: JSON.stringify([video]),
      episodeThumb: '[]',
    }).expect(200);
    const key = `episodeMedia/${saved.body.data.id as number}/adieu.webm`;
    expect(await uploadStorageOf(bed.t.ctx).read(key)).toEqual(WEBM);
    await postAs(bed.t.app, bed.as.admin, '/api/serie/delete', { id: String(serie.id) }).expect(200);
    expect(await bed.t.ctx.db.select().from(schema.episodes).where(eq(schema.episodes.serieId, serie.id))).toEqual([]);
    expect(await uploadStorageOf(bed.t.ctx).read(key)).toBeNull();
  });

  it('refuses a file whose content is not a video, and a video field given a picture', async () => {
    expect((await upload('/api/episode/edit', 'episodeVideo', 'faux.webm', 'video/webm', Buffer.from('pas une vidéo')).expect(400)).body.log).toContain(
      'ne correspond pas à son type',
    );
    expect((await upload('/api/episode/edit', 'episodeVideo', 'photo.png', 'image/png', PNG).expect(400)).body.log).toContain("n'est pas accepté");
  });

  it('saves a podcast with its theme, state and hidden date, and lists it under Podcasts', async () => {
    const theme = await makePodcastTheme(bed.t.ctx, { name: 'Asthme au cabinet' });
    await postAs(bed.t.app, bed.as.admin, '/api/podcastShow/edit', {
      fsubmit: 'podcastShow_form',
      podcastTitle: 'Le contrôle de l’asthme',
      themeId: String(theme.id),
      podcastCategory: 'Asthme',
      podcastState: 'live',
      podcastDate: '2026-11-20T09:30',
      podcastHideDate: 'on',
      podcastDuration: '14',
      podcastPosition: '2',
    }).expect(200);
    const [row] = await bed.t.ctx.db.select().from(schema.podcasts).where(eq(schema.podcasts.title, 'Le contrôle de l’asthme'));
    expect(row).toMatchObject({ themeId: theme.id, state: 'live', hideDate: true, durationMin: 14, position: 2 });
    expect(row?.date?.toISOString()).toBe('2026-11-20T08:30:00.000Z');
    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastShow/list').expect(200)).body);
    expect(list.data.title).toBe('Podcasts');
    expect(listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastTheme/list').expect(200)).body).data.title).toBe('Thèmes Podcast');
  });

  it('shows in the series list the members who started its episodes (Personnes inscrites)', async () => {
    const serie = await makeSerie(bed.t.ctx, { title: 'Asthme sévère' });
    const [first, second] = [await makeEpisode(bed.t.ctx, serie.id), await makeEpisode(bed.t.ctx, serie.id)];
    const viewer = await makeUser(bed.t.ctx, { firstname: 'Claire', lastname: 'Dubois' });
    await bed.t.ctx.db.insert(schema.mediaProgress).values([
      { userId: viewer.id, module: 'episode', itemId: first.id, positionS: 0, finished: true },
      { userId: viewer.id, module: 'episode', itemId: second.id, positionS: 30 },
    ]);
    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/serie/list').expect(200)).body);
    expect(list.data.subPanel).toEqual({ title: 'Personnes inscrites', url: '/api/serie/viewers' });
    expect(list.data.rows.find((row) => row.id === serie.id)).toMatchObject({ serieTitle: 'Asthme sévère', episode_count: 2 });
    const panel = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, `/api/serie/viewers/${serie.id}`).expect(200)).body);
    expect(panel.data.rows).toEqual([expect.objectContaining({ accountName: 'Claire Dubois', accountEmail: viewer.email, started: 2, finished: 1 })]);
    await getAs(bed.t.app, bed.as.buadm, `/api/serie/viewers/${serie.id}`).expect(403);
    expect((await getAs(bed.t.app, bed.as.admin, '/api/serie/viewers/999999').expect(404)).body.log).toBe('Série introuvable.');
  });

  it('shows the markup help note on the edit pages whose texts take the markup', async () => {
    for (const path of [
      '/api/event/edit',
      '/api/cms/edit/1',
      '/api/theme/edit',
      '/api/news/edit',
      '/api/podcastShow/edit',
      '/api/podcastTheme/edit',
      '/api/serie/edit',
      '/api/episode/edit',
    ]) {
      const definition = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, path).expect(200)).body);
      const help = definition.data.fields.flatMap((group) => group.items).find((field) => field.id === 'markupHelp');
      expect([path, help?.static, help?.helperText]).toEqual([path, true, MARKUP_HELP]);
    }
  });

  it('is for admins only: a buadm is refused every media module, and nothing is written', async () => {
    for (const path of ['/api/serie/list', '/api/episode/list', '/api/podcastTheme/list', '/api/podcastShow/list'])
      await getAs(bed.t.app, bed.as.buadm, path).expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/serie/edit', {
      fsubmit: 'serie_form',
      serieTitle: 'Intrus',
      serieCategory: 'BPCO',
      podcastState: 'live',
    }).expect(403);
    expect(await bed.t.ctx.db.select().from(schema.series).where(eq(schema.series.title, 'Intrus'))).toEqual([]);
  });
});
