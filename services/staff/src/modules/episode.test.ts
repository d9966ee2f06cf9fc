import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEpisode, makeSerie } from '@canal/service-core/testing';
import { getAs, historyOf, postAs, staffTestBed } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm']);
const EDIT = '/api/episode/edit';
const form = (serieId: number) => ({
  fsubmit: 'episode_form',
  episodeTitle: 'Lire une spirométrie',
  serieId: String(serieId),
  episodePosition: '2',
  episodeDuration: '14',
  episodeDescription: '',
  guests: '',
});

describe('Épisodes: the list', () => {
  it('shows title, series, position and duration, latest first, with a search over the series’ title too', async () => {
    const serie = await makeSerie(bed.t.ctx, { title: 'Explorations fonctionnelles' });
    const first = await makeEpisode(bed.t.ctx, serie.id, { title: 'Le VEMS', position: 1, durationMin: 8 });
    const second = await makeEpisode(bed.t.ctx, serie.id, { title: 'La DLCO', position: 2, durationMin: 11 });

    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/episode/list').expect(200)).body).data;
    expect([list.title, list.sort, list.addUrl, list.exportUrl]).toEqual(['Épisodes', { field: 'id', way: 'd' }, '/staff/episode/edit', '/api/episode/export']);
    expect(list.fields.map((field) => [field.id, field.label, field.type])).toEqual([
      ['id', 'ID', 'num'],
      ['episodeTitle', 'Titre', 'text'],
      ['serieTitle', 'Série', 'text'],
      ['episodePosition', 'Position', 'num'],
      ['episodeDuration', 'Durée (min)', 'num'],
    ]);
    expect(list.rows.slice(0, 2).map((row) => [row.id, row.episodeTitle, row.serieTitle, row.episodePosition, row.episodeDuration])).toEqual([
      [second.id, 'La DLCO', 'Explorations fonctionnelles', 2, 11],
      [first.id, 'Le VEMS', 'Explorations fonctionnelles', 1, 8],
    ]);
    const found = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/episode/list?q=fonctionnelles').expect(200)).body).data;
    expect(found.rows.map((row) => row.episodeTitle).sort()).toEqual(['La DLCO', 'Le VEMS']);
  });
});

describe('Épisodes: the form', () => {
  it('offers the series as choices, starts at position 1 for 10 minutes, and refuses a series that does not exist', async () => {
    const serie = await makeSerie(bed.t.ctx, { title: 'Asthme de l’enfant' });
    const definition = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, EDIT).expect(200)).body).data;
    expect(definition.title).toBe('Nouvel épisode');
    const fields = definition.fields.flatMap((group) => group.items);
    expect(definition.fields.map((group) => [group.label, group.items.map((field) => [field.id, field.label])])).toEqual([
      [
        'Épisode',
        [
          ['episodeTitle', 'Titre'],
          ['serieId', 'Série'],
          ['episodePosition', 'Position dans la série'],
          ['episodeDuration', 'Durée (minutes)'],
          ['markupHelp', 'Mise en forme des textes'],
          ['episodeDescription', 'Description'],
          ['guests', 'Invités (un par ligne : Nom | Description)'],
        ],
      ],
      [
        'Fichiers',
        [
          ['episodeThumb', 'Vignette (PNG, JPEG, WebP, 2 Mo)'],
          ['episodeVideo', 'Vidéo (MP4, WebM, 200 Mo)'],
          ['episodeFiles', 'Fichiers à télécharger (PDF, 20 Mo)'],
        ],
      ],
    ]);
    expect(fields.find((field) => field.id === 'serieId')?.options).toContainEqual({ value: String(serie.id), label: 'Asthme de l’enfant' });
    expect(definition.values).toMatchObject({ episodePosition: '1', episodeDuration: '10' });

    const before = await bed.t.ctx.db.select().from(schema.episodes);
    const refused = await postAs(bed.t.app, bed.as.admin, EDIT, { ...form(serie.id), serieId: '999999' }).expect(400);
    expect(refused.body.data.errors.serieId).toBe('Le champ « Série » est invalide');
    expect(await bed.t.ctx.db.select().from(schema.episodes)).toHaveLength(before.length);
  });

  it('moves an episode to another series, shows it again as saved, and keeps what changed in its history', async () => {
    const [from, to] = [await makeSerie(bed.t.ctx, { title: 'Départ' }), await makeSerie(bed.t.ctx, { title: 'Arrivée' })];
    const id = (await postAs(bed.t.app, bed.as.admin, EDIT, { ...form(from.id), guests: 'Dr Léa Morel | Physiologiste' }).expect(200)).body.data.id as number;
    await postAs(bed.t.app, bed.as.admin, `${EDIT}/${id}`, { ...form(to.id), guests: 'Dr Léa Morel | Physiologiste' }).expect(200);
    const [row] = await bed.t.ctx.db.select().from(schema.episodes).where(eq(schema.episodes.id, id));
    expect(row).toMatchObject({
      serieId: to.id,
      position: 2,
      durationMin: 14,
      guests: [{ dest: '', attributes: { name: 'Dr Léa Morel', description: 'Physiologiste' } }],
    });
    const edit = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, `${EDIT}/${id}`).expect(200)).body).data;
    expect([edit.title, edit.values.serieId, edit.values.guests]).toEqual(['Edition de l’épisode', String(to.id), 'Dr Léa Morel | Physiologiste']);
    const [update] = await historyOf(bed.t.app, bed.as.admin, 'episode', id);
    expect(update).toMatchObject({ action: 'update', changes: [{ field: 'serieId', label: 'Série', old: String(from.id), new: String(to.id) }] });
  });

  it('is for admins only: a buadm is refused the form, the save, the delete and the export', async () => {
    const episode = await makeEpisode(bed.t.ctx, (await makeSerie(bed.t.ctx)).id, { title: 'Gardé' });
    await getAs(bed.t.app, bed.as.buadm, `${EDIT}/${episode.id}`).expect(403);
    await postAs(bed.t.app, bed.as.buadm, `${EDIT}/${episode.id}`, { ...form(episode.serieId), episodeTitle: 'Intrus' }).expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/episode/delete', { id: String(episode.id) }).expect(403);
    await getAs(bed.t.app, bed.as.buadm, '/api/episode/export?format=csv').expect(403);
    const [row] = await bed.t.ctx.db.select().from(schema.episodes).where(eq(schema.episodes.id, episode.id));
    expect(row?.title).toBe('Gardé');
  });
});
