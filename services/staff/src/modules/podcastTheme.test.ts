import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { schema, uploadStorageOf } from '@canal/service-core';
import { makePodcast, makePodcastTheme } from '@canal/service-core/testing';
import { getAs, historyOf, postAs, SAMPLE_FILES, staffTestBed, uploadAs } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm', 'mod']);
const EDIT = '/api/podcastTheme/edit';
const form = {
  fsubmit: 'podcastTheme_form',
  themeName: 'Sommeil',
  themeSubTitle: 'Apnées',
  themeDescription: 'Le [b]sommeil[/b].',
  themeColor: '#224466',
  themePosition: '3',
};

describe('Thèmes Podcast: the list', () => {
  it('shows each theme’s position, name, subtitle and number of podcasts, by position, with a search', async () => {
    const first = await makePodcastTheme(bed.t.ctx, { name: 'Asthme au quotidien', subTitle: 'Vivre avec', position: 2 });
    const second = await makePodcastTheme(bed.t.ctx, { name: 'BPCO en ville', subTitle: 'Le cabinet', position: 1 });
    await makePodcast(bed.t.ctx, { themeId: first.id });
    await makePodcast(bed.t.ctx, { themeId: first.id });

    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastTheme/list').expect(200)).body).data;
    expect([list.title, list.addUrl, list.exportUrl]).toEqual(['Thèmes Podcast', '/staff/podcast/theme/edit', '/api/podcastTheme/export']);
    expect(list.fields.map((field) => [field.id, field.label, field.type])).toEqual([
      ['id', 'ID', 'num'],
      ['themePosition', 'Position', 'num'],
      ['themeName', 'Nom', 'text'],
      ['themeSubTitle', 'Sous-titre', 'text'],
      ['podcasts', 'Podcasts', 'num'],
    ]);
    expect(list.actions).toEqual([
      { name: 'edit', url: '/staff/podcast/theme/edit' },
      { name: 'delete', url: '/api/podcastTheme/delete' },
    ]);
    expect(list.rows.filter((row) => [first.id, second.id].includes(Number(row.id))).map((row) => [row.themeName, row.podcasts])).toEqual([
      ['BPCO en ville', 0],
      ['Asthme au quotidien', 2],
    ]);
    const found = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastTheme/list?q=quotidien').expect(200)).body).data;
    expect(found.rows.map((row) => row.themeName)).toEqual(['Asthme au quotidien']);
    const sorted = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/podcastTheme/list?sf=podcasts&sw=d').expect(200)).body).data;
    expect(sorted.rows[0]?.themeName).toBe('Asthme au quotidien');
  });
});

describe('Thèmes Podcast: the form', () => {
  it('starts a new theme with its colour and position, and shows the fields in order', async () => {
    const definition = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, EDIT).expect(200)).body).data;
    expect([definition.title, definition.redirect]).toEqual(['Nouveau thème podcast', '/staff/podcast/theme/list']);
    expect(definition.values).toMatchObject({ themeName: '', themeColor: '#1d5fa8', themePosition: '1', themeThumb: [] });
    expect(definition.fields.map((group) => [group.label, group.items.map((field) => field.id)])).toEqual([
      ['Thème podcast', ['themeName', 'themeSubTitle', 'markupHelp', 'themeDescription', 'themeColor', 'themePosition', 'themeThumb']],
    ]);
  });

  it('saves a theme with its picture, replaces the picture and removes the old one, and keeps the history', async () => {
    const storage = uploadStorageOf(bed.t.ctx);
    const first = await uploadAs(bed.t.app, bed.as.admin, EDIT, 'themeThumb', 'premiere.png', SAMPLE_FILES.png);
    const created = await postAs(bed.t.app, bed.as.admin, EDIT, { ...form, themeThumb: JSON.stringify([first]) }).expect(200);
    const id = created.body.data.id as number;
    const [row] = await bed.t.ctx.db.select().from(schema.podcastThemes).where(eq(schema.podcastThemes.id, id));
    expect(row).toMatchObject({ name: 'Sommeil', subTitle: 'Apnées', description: 'Le [b]sommeil[/b].', color: '#224466', position: 3 });
    expect(row?.thumb.map((file) => file.dest)).toEqual([`/cache/podcastThemes/${id}/premiere.png`]);

    const edit = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, `${EDIT}/${id}`).expect(200)).body).data;
    expect([edit.title, edit.values.themeName, edit.values.themePosition]).toEqual(['Edition du thème podcast', 'Sommeil', '3']);
    const second = await uploadAs(bed.t.app, bed.as.admin, EDIT, 'themeThumb', 'seconde.png', SAMPLE_FILES.png);
    await postAs(bed.t.app, bed.as.admin, `${EDIT}/${id}`, { ...form, themeName: 'Sommeil et BPCO', themeThumb: JSON.stringify([second]) }).expect(200);
    expect(await storage.read(`podcastThemes/${id}/premiere.png`)).toBeNull();
    expect(await storage.read(`podcastThemes/${id}/seconde.png`)).toEqual(SAMPLE_FILES.png.bytes);

    const [update, creation] = await historyOf(bed.t.app, bed.as.admin, 'podcastTheme', id);
    expect(creation?.action).toBe('create');
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'themeName', label: 'Nom', old: 'Sommeil', new: 'Sommeil et BPCO' },
        { field: 'themeThumb', label: 'Vignette (PNG, JPEG, WebP, 2 Mo)', old: 'premiere.png', new: 'seconde.png' },
      ]),
    );
  });

  it('refuses a colour that is not #rrggbb in French and writes nothing', async () => {
    const before = await bed.t.ctx.db.select().from(schema.podcastThemes);
    const refused = await postAs(bed.t.app, bed.as.admin, EDIT, { ...form, themeName: 'Couleur fausse', themeColor: 'rouge!!' }).expect(400);
    expect(refused.body.data.errors.themeColor).toBe('Couleur invalide : #rrggbb attendu');
    expect(await bed.t.ctx.db.select().from(schema.podcastThemes)).toHaveLength(before.length);
  });

  it('deletes a theme: its podcasts stay, without theme, and its picture leaves the storage', async () => {
    const thumb = await uploadAs(bed.t.app, bed.as.admin, EDIT, 'themeThumb', 'adieu.png', SAMPLE_FILES.png);
    const saved = await postAs(bed.t.app, bed.as.admin, EDIT, { ...form, themeName: 'Éphémère', themeThumb: JSON.stringify([thumb]) }).expect(200);
    const id = saved.body.data.id as number;
    const podcast = await makePodcast(bed.t.ctx, { themeId: id });
    await postAs(bed.t.app, bed.as.admin, '/api/podcastTheme/delete', { id: String(id) }).expect(200);
    expect(await bed.t.ctx.db.select().from(schema.podcastThemes).where(eq(schema.podcastThemes.id, id))).toEqual([]);
    const [kept] = await bed.t.ctx.db.select().from(schema.podcasts).where(eq(schema.podcasts.id, podcast.id));
    expect(kept?.themeId).toBeNull();
    expect(await uploadStorageOf(bed.t.ctx).read(`podcastThemes/${id}/adieu.png`)).toBeNull();
    expect((await historyOf(bed.t.app, bed.as.admin, 'podcastTheme', id))[0]).toMatchObject({
      action: 'delete',
      changes: expect.arrayContaining([{ field: 'themeName', label: 'Nom', old: 'Éphémère', new: '—' }]),
    });
  });
});

describe('Thèmes Podcast: who may', () => {
  it('is for admins only: staff are refused the list, the form, the save, the delete and the export', async () => {
    const theme = await makePodcastTheme(bed.t.ctx, { name: 'Gardé' });
    for (const who of [bed.as.buadm, bed.as.mod]) {
      await getAs(bed.t.app, who, '/api/podcastTheme/list').expect(403);
      await getAs(bed.t.app, who, `${EDIT}/${theme.id}`).expect(403);
      await getAs(bed.t.app, who, '/api/podcastTheme/export?format=csv').expect(403);
      await postAs(bed.t.app, who, `${EDIT}/${theme.id}`, { ...form, themeName: 'Intrus' }).expect(403);
      await postAs(bed.t.app, who, '/api/podcastTheme/delete', { id: String(theme.id) }).expect(403);
    }
    const [row] = await bed.t.ctx.db.select().from(schema.podcastThemes).where(eq(schema.podcastThemes.id, theme.id));
    expect(row?.name).toBe('Gardé');
    expect((await getAs(bed.t.app, bed.as.admin, '/api/podcastTheme/export?format=csv').expect(200)).text).toContain('Gardé');
  });
});
