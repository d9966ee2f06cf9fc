import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { schema, uploadStorageOf } from '@canal/service-core';
import { makeEpisode, makeSerie } from '@canal/service-core/testing';
import { getAs, historyOf, postAs, SAMPLE_FILES, staffTestBed, uploadAs } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm']);
const EDIT = '/api/serie/edit';
const form = {
  fsubmit: 'serie_form',
  serieTitle: 'La BPCO en 5 épisodes',
  serieCategory: 'BPCO',
  podcastState: 'pending',
  serieDescription: 'Du diagnostic au suivi.',
  guests: 'Pr Anne Leroy | Pneumologue\nDr Luc Perrin',
};

describe('Séries: the list', () => {
  it('shows title, category, state and number of episodes, latest first, filtered by category', async () => {
    const bpco = await makeSerie(bed.t.ctx, { title: 'Exacerbations', category: 'BPCO' });
    const asthme = await makeSerie(bed.t.ctx, { title: 'Biothérapies', category: 'Asthme', state: 'pending' });
    await makeEpisode(bed.t.ctx, bpco.id);
    await makeEpisode(bed.t.ctx, bpco.id);

    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/serie/list').expect(200)).body).data;
    expect([list.title, list.sort, list.addUrl, list.subPanel]).toEqual([
      'Séries',
      { field: 'id', way: 'd' },
      '/staff/serie/edit',
      { title: 'Personnes inscrites', url: '/api/serie/viewers' },
    ]);
    expect(list.fields.map((field) => [field.id, field.label, field.type])).toEqual([
      ['id', 'ID', 'num'],
      ['serieTitle', 'Titre', 'text'],
      ['serieCategory', 'Catégorie', 'text'],
      ['podcastState', 'État', 'select'],
      ['episode_count', 'Épisodes', 'num'],
    ]);
    expect(list.rows.slice(0, 2).map((row) => [row.id, row.serieTitle, row.serieCategory, row.podcastState, row.episode_count])).toEqual([
      [asthme.id, 'Biothérapies', 'Asthme', 'pending', 0],
      [bpco.id, 'Exacerbations', 'BPCO', 'live', 2],
    ]);
    const category = list.filters.find((filter) => filter.filter_alias === 'category');
    expect(category?.filter_label).toBe('Catégorie');
    const filtered = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/serie/list?category=Asthme').expect(200)).body).data;
    expect(filtered.rows.map((row) => row.serieTitle)).toEqual(['Biothérapies']);
    await getAs(bed.t.app, bed.as.admin, '/api/serie/list?category=Inconnue').expect(400);
  });
});

describe('Séries: the form', () => {
  it('starts as an online BPCO series, saves its guests and picture, and shows them again', async () => {
    const definition = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, EDIT).expect(200)).body).data;
    expect(definition.title).toBe('Nouvelle série');
    expect(definition.fields.map((group) => [group.label, group.items.map((field) => field.id)])).toEqual([
      ['Série', ['serieTitle', 'serieCategory', 'podcastState', 'markupHelp', 'serieDescription', 'guests', 'serieThumb']],
    ]);
    expect(definition.values).toMatchObject({ serieCategory: 'BPCO', podcastState: 'live' });

    const thumb = await uploadAs(bed.t.app, bed.as.admin, EDIT, 'serieThumb', 'serie.png', SAMPLE_FILES.png);
    const id = (await postAs(bed.t.app, bed.as.admin, EDIT, { ...form, serieThumb: JSON.stringify([thumb]) }).expect(200)).body.data.id as number;
    const [row] = await bed.t.ctx.db.select().from(schema.series).where(eq(schema.series.id, id));
    expect(row).toMatchObject({ title: 'La BPCO en 5 épisodes', category: 'BPCO', state: 'pending', description: 'Du diagnostic au suivi.' });
    expect(row?.guests.map((guest) => guest.attributes)).toEqual([
      { name: 'Pr Anne Leroy', description: 'Pneumologue' },
      { name: 'Dr Luc Perrin', description: '' },
    ]);
    expect(row?.thumb.map((file) => file.dest)).toEqual([`/cache/serieThumbs/${id}/serie.png`]);
    const edit = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, `${EDIT}/${id}`).expect(200)).body).data;
    expect([edit.title, edit.values.guests, edit.values.podcastState]).toEqual([
      'Edition de la série',
      'Pr Anne Leroy | Pneumologue\nDr Luc Perrin',
      'pending',
    ]);
  });

  it('deletes a series with its episodes and their files, and keeps the delete in its history', async () => {
    const thumb = await uploadAs(bed.t.app, bed.as.admin, EDIT, 'serieThumb', 'partie.png', SAMPLE_FILES.png);
    const saved = await postAs(bed.t.app, bed.as.admin, EDIT, { ...form, serieTitle: 'Série supprimée', serieThumb: JSON.stringify([thumb]) }).expect(200);
    const id = saved.body.data.id as number;
    const episode = await makeEpisode(bed.t.ctx, id, { video: SAMPLE_FILES.webm.bytes });
    await postAs(bed.t.app, bed.as.admin, '/api/serie/delete', { id: String(id) }).expect(200);
    expect(await bed.t.ctx.db.select().from(schema.episodes).where(eq(schema.episodes.id, episode.id))).toEqual([]);
    const storage = uploadStorageOf(bed.t.ctx);
    expect([await storage.read(`serieThumbs/${id}/partie.png`), await storage.read(`episodeMedia/${episode.id}/video.webm`)]).toEqual([null, null]);
    const [deletion] = await historyOf(bed.t.app, bed.as.admin, 'serie', id);
    expect(deletion).toMatchObject({
      action: 'delete',
      changes: expect.arrayContaining([{ field: 'serieTitle', label: 'Titre', old: 'Série supprimée', new: '—' }]),
    });
  });

  it('is for admins only: a buadm is refused the list, the form, the save, the delete and the export', async () => {
    const serie = await makeSerie(bed.t.ctx, { title: 'Gardée' });
    await getAs(bed.t.app, bed.as.buadm, `${EDIT}/${serie.id}`).expect(403);
    await postAs(bed.t.app, bed.as.buadm, `${EDIT}/${serie.id}`, { ...form, serieTitle: 'Intrus' }).expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/serie/delete', { id: String(serie.id) }).expect(403);
    await getAs(bed.t.app, bed.as.buadm, '/api/serie/export?format=csv').expect(403);
    const [row] = await bed.t.ctx.db.select().from(schema.series).where(eq(schema.series.id, serie.id));
    expect(row?.title).toBe('Gardée');
  });
});
