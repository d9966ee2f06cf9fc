import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { schema, uploadStorageOf } from '@canal/service-core';
import { makePodcast, makePodcastTheme } from '@canal/service-core/testing';
import { getAs, historyOf, postAs, SAMPLE_FILES, staffTestBed, uploadAs } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm']);
const EDIT = '/api/podcastShow/edit';
const form = (themeId: number) => ({
  fsubmit: 'podcastShow_form',
  podcastTitle: 'La toux chronique',
  themeId: String(themeId),
  podcastCategory: 'BPCO',
  podcastState: 'pending',
  podcastDate: '2026-12-03T18:00',
  podcastDuration: '22',
  podcastPosition: '4',
  podcastDescription: 'Trois questions.',
  guests: 'Dr Marc Petit | Pneumologue',
});

describe('Podcasts: the list', () => {
  it('shows date, title, theme, category and state, newest first, filtered by state and searched', async () => {
    const theme = await makePodcastTheme(bed.t.ctx, { name: 'Asthme au cabinet' });
    const older = await makePodcast(bed.t.ctx, {
      title: 'Inhalateurs : le bon geste',
      themeId: theme.id,
      category: 'Asthme',
      date: new Date('2026-09-01T08:00:00Z'),
    });
    const newer = await makePodcast(bed.t.ctx, { title: 'Réhabilitation respiratoire', state: 'pending', date: new Date('2026-10-01T08:00:00Z') });

    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastShow/list').expect(200)).body).data;
    expect([list.title, list.sort, list.addUrl]).toEqual(['Podcasts', { field: 'podcastDate', way: 'd' }, '/staff/podcast/show/edit']);
    expect(list.fields.map((field) => [field.id, field.label, field.type])).toEqual([
      ['id', 'ID', 'num'],
      ['podcastDate', 'Date', 'dateTime'],
      ['podcastTitle', 'Titre', 'text'],
      ['themeName', 'Thème', 'text'],
      ['podcastCategory', 'Catégorie', 'text'],
      ['podcastState', 'État', 'select'],
    ]);
    expect(list.fields.find((field) => field.id === 'podcastState')?.options).toEqual([
      { value: 'live', label: 'En ligne' },
      { value: 'pending', label: 'À venir' },
    ]);
    const ours = list.rows.filter((row) => [older.id, newer.id].includes(Number(row.id)));
    expect(ours.map((row) => [row.podcastTitle, row.themeName, row.podcastCategory, row.podcastState])).toEqual([
      ['Réhabilitation respiratoire', '', 'BPCO', 'pending'],
      ['Inhalateurs : le bon geste', 'Asthme au cabinet', 'Asthme', 'live'],
    ]);
    expect(list.filters.map((filter) => [filter.filter_alias, filter.filter_label])).toEqual([
      ['q', 'Rechercher'],
      ['state', 'État'],
    ]);
    const pending = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastShow/list?state=pending').expect(200)).body).data;
    expect(pending.rows.every((row) => row.podcastState === 'pending')).toBe(true);
    const byTheme = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastShow/list?q=cabinet').expect(200)).body).data;
    expect(byTheme.rows.map((row) => row.podcastTitle)).toEqual(['Inhalateurs : le bon geste']);
  });
});

describe('Podcasts: the form', () => {
  it('has a group for the podcast and one for its files, and starts as a pending BPCO podcast', async () => {
    const definition = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, EDIT).expect(200)).body).data;
    expect(definition.title).toBe('Nouveau podcast');
    expect(definition.fields.map((group) => [group.label, group.items.map((field) => field.id)])).toEqual([
      [
        'Podcast',
        [
          'podcastTitle',
          'themeId',
          'podcastCategory',
          'podcastState',
          'podcastDate',
          'podcastHideDate',
          'podcastDuration',
          'podcastPosition',
          'markupHelp',
          'podcastDescription',
          'guests',
        ],
      ],
      ['Fichiers', ['podcastThumb', 'podcastAudio', 'podcastFlipbook', 'podcastFiles']],
    ]);
    expect(definition.values).toMatchObject({ podcastState: 'pending', podcastCategory: 'BPCO', podcastPosition: '1' });
  });

  it('keeps the picture public and the audio, flipbook and files private, shows them again, and removes them with the podcast', async () => {
    const theme = await makePodcastTheme(bed.t.ctx, { name: 'Toux' });
    const files = {
      podcastThumb: [await uploadAs(bed.t.app, bed.as.admin, EDIT, 'podcastThumb', 'vignette.png', SAMPLE_FILES.png)],
      podcastAudio: [await uploadAs(bed.t.app, bed.as.admin, EDIT, 'podcastAudio', 'emission.mp3', SAMPLE_FILES.mp3)],
      podcastFlipbook: [await uploadAs(bed.t.app, bed.as.admin, EDIT, 'podcastFlipbook', 'livret.pdf', SAMPLE_FILES.pdf)],
      podcastFiles: [await uploadAs(bed.t.app, bed.as.admin, EDIT, 'podcastFiles', 'fiche.pdf', SAMPLE_FILES.pdf)],
    };
    const posted = Object.fromEntries(Object.entries(files).map(([field, list]) => [field, JSON.stringify(list)]));
    const id = (await postAs(bed.t.app, bed.as.admin, EDIT, { ...form(theme.id), ...posted }).expect(200)).body.data.id as number;
    const [row] = await bed.t.ctx.db.select().from(schema.podcasts).where(eq(schema.podcasts.id, id));
    expect(row).toMatchObject({ title: 'La toux chronique', themeId: theme.id, state: 'pending', durationMin: 22, position: 4, hideDate: false });
    expect(row?.date?.toISOString()).toBe('2026-12-03T17:00:00.000Z');
    const keys = [`podcastThumbs/${id}/vignette.png`, `podcastMedia/${id}/emission.mp3`, `podcastMedia/${id}/livret.pdf`, `podcastMedia/${id}/fiche.pdf`];
    expect([row?.thumb, row?.audio, row?.flipbook, row?.files].map((list) => list?.map((file) => file.dest))).toEqual(keys.map((key) => [`/cache/${key}`]));

    const edit = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, `${EDIT}/${id}`).expect(200)).body).data;
    expect(edit.title).toBe('Edition du podcast');
    expect(edit.values).toMatchObject({
      podcastDate: '2026-12-03T18:00',
      podcastHideDate: '',
      podcastDuration: '22',
      guests: 'Dr Marc Petit | Pneumologue',
      themeId: String(theme.id),
    });

    await postAs(bed.t.app, bed.as.admin, '/api/podcastShow/delete', { id: String(id) }).expect(200);
    for (const key of keys) expect([key, await uploadStorageOf(bed.t.ctx).read(key)]).toEqual([key, null]);
    const [deletion, creation] = await historyOf(bed.t.app, bed.as.admin, 'podcastShow', id);
    expect([deletion?.action, creation?.action]).toEqual(['delete', 'create']);
    expect(creation?.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'podcastAudio',
          label: 'Audio (MP3, M4A, WAV, 200 Mo)',
          old: '—',
          new: 'emission.mp3',
        },
      ]),
    );
  });

  it('stores no date when none is given, and refuses a date that is not one in French', async () => {
    const theme = await makePodcastTheme(bed.t.ctx);
    const saved = await postAs(bed.t.app, bed.as.admin, EDIT, { ...form(theme.id), podcastTitle: 'Sans date', podcastDate: '' }).expect(200);
    const id = saved.body.data.id as number;
    const [row] = await bed.t.ctx.db.select().from(schema.podcasts).where(eq(schema.podcasts.id, id));
    expect(row?.date).toBeNull();
    const wrongDate = { ...form(theme.id), podcastTitle: 'Date fausse', podcastDate: '31/12/2026' };
    const refused = await postAs(bed.t.app, bed.as.admin, `${EDIT}/${id}`, wrongDate).expect(400);
    expect(refused.body.data.errors).toEqual({ podcastDate: 'Le champ « Date (Paris) » est invalide' });
    const [kept] = await bed.t.ctx.db.select().from(schema.podcasts).where(eq(schema.podcasts.id, id));
    expect(kept?.title).toBe('Sans date');
  });

  it('is for admins only: a buadm is refused the form, the save and the delete, and nothing changes', async () => {
    const podcast = await makePodcast(bed.t.ctx, { title: 'Gardé' });
    await getAs(bed.t.app, bed.as.buadm, `${EDIT}/${podcast.id}`).expect(403);
    await postAs(bed.t.app, bed.as.buadm, `${EDIT}/${podcast.id}`, { ...form(0), podcastTitle: 'Intrus' }).expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/podcastShow/delete', { id: String(podcast.id) }).expect(403);
    await getAs(bed.t.app, bed.as.buadm, '/api/podcastShow/export?format=csv').expect(403);
    const [row] = await bed.t.ctx.db.select().from(schema.podcasts).where(eq(schema.podcasts.id, podcast.id));
    expect(row?.title).toBe('Gardé');
  });
});
