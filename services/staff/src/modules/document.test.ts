import request from 'supertest';
import { eq } from 'drizzle-orm';
import { contentApi, formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { schema, uploadStorageOf } from '@canal/service-core';
import type { TestSession } from '@canal/service-core/testing';
import { createApp as createPublicApp } from '@canal/service-public';
import { getAs, postAs, staffTestBed } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm', 'member']);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 2)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

function upload(session: TestSession, path: string, field: string, fileName: string, type: string, bytes: Buffer) {
  return request(bed.t.app)
    .post(`${path}/upload?f=${field}`)
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ dataURL: `data:${type};base64,${bytes.toString('base64')}`, fileName, fileType: type, fileSize: String(bytes.length) });
}

describe("'Collections de fiches' and 'Fiches patients (PDF)': the leaflets of /documents in the back office", () => {
  it('lets an admin add a collection with its logo, then a leaflet with its PDF, which a member downloads from documents/get/{id}', async () => {
    const logo = (await upload(bed.as.admin, '/api/documentCollection/edit', 'collectionLogo', 'logo-asthme.png', 'image/png', PNG).expect(200)).body.file;
    const collection = await postAs(bed.t.app, bed.as.admin, '/api/documentCollection/edit', {
      fsubmit: 'documentCollection_form',
      collectionPosition: '1',
      collectionTitle: 'Asthme',
      collectionSubTitle: 'Comprendre et maîtriser son asthme',
      collectionDescription: 'À remettre à vos patients.',
      collectionLogo: JSON.stringify([logo]),
    });
    expect([collection.status, collection.body.data?.errors]).toEqual([200, undefined]);
    const collectionId = collection.body.data.id as number;
    const [stored] = await bed.t.ctx.db.select().from(schema.documentCollections).where(eq(schema.documentCollections.id, collectionId));
    expect(stored).toMatchObject({
      title: 'Asthme',
      subTitle: 'Comprendre et maîtriser son asthme',
      logo: [{ dest: `/cache/documentCollections/${collectionId}/logo-asthme.png`, name: 'logo-asthme.png' }],
    });
    // The logo is a public thumbnail.
    await request(bed.t.app).get(`/cache/documentCollections/${collectionId}/logo-asthme.png`).expect(200);

    const form = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/document/edit').expect(200)).body);
    const items = form.data.fields[0]?.items ?? [];
    expect(items.map((field) => field.id)).toEqual([
      'documentCollection',
      'documentPosition',
      'documentPrefix',
      'documentTitle',
      'documentDescription',
      'documentFile',
    ]);
    expect(items[0]?.options).toContainEqual({ value: String(collectionId), label: 'Asthme' });

    const file = (await upload(bed.as.admin, '/api/document/edit', 'documentFile', 'inhalateur.pdf', 'application/pdf', PDF).expect(200)).body.file;
    const saved = await postAs(bed.t.app, bed.as.admin, '/api/document/edit', {
      fsubmit: 'document_form',
      documentCollection: String(collectionId),
      documentPosition: '1',
      documentPrefix: 'Fiche 1',
      documentTitle: 'Bien utiliser son inhalateur',
      documentDescription: '',
      documentFile: JSON.stringify([file]),
    });
    expect([saved.status, saved.body.data?.errors]).toEqual([200, undefined]);
    const leafletId = saved.body.data.id as number;
    const [leaflet] = await bed.t.ctx.db.select().from(schema.documents).where(eq(schema.documents.id, leafletId));
    expect(leaflet).toMatchObject({
      collectionId,
      prefix: 'Fiche 1',
      title: 'Bien utiliser son inhalateur',
      file: [{ dest: `/cache/leaflets/${leafletId}/inhalateur.pdf`, name: 'inhalateur.pdf', size: PDF.length }],
    });
    expect(await uploadStorageOf(bed.t.ctx).read(`leaflets/${leafletId}/inhalateur.pdf`)).toEqual(PDF);

    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/document/list').expect(200)).body);
    expect(list.data.title).toBe('Fiches patients (PDF)');
    expect(list.data.rows.find((row) => row.id === leafletId)).toMatchObject({
      documentCollection: 'Asthme',
      documentPrefix: 'Fiche 1',
      documentTitle: 'Bien utiliser son inhalateur',
    });

    // The PDF is private: never through /cache, only through documents/get/{id}, to members.
    await request(bed.t.app).get(`/cache/leaflets/${leafletId}/inhalateur.pdf`).expect(404);
    const publicApp = createPublicApp(bed.t.ctx);
    const downloaded = await getAs(publicApp, bed.as.member, `/api/documents/get/${leafletId}`).expect(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(downloaded.body as Buffer)).toEqual(PDF);
    await request(publicApp).get(`/api/documents/get/${leafletId}`).expect(401);
    const listed = (await postAs(publicApp, bed.as.member, contentApi.documentsList.path, {}).expect(200)).body.data;
    expect(listed.find((entry: { id: number }) => entry.id === collectionId)).toMatchObject({
      subTitle: 'Comprendre et maîtriser son asthme',
      logo: `/cache/documentCollections/${collectionId}/logo-asthme.png`,
      documents: [{ id: leafletId, prefix: 'Fiche 1', title: 'Bien utiliser son inhalateur', fileName: 'inhalateur.pdf' }],
    });
  });

  it('refuses a fake PDF by its content, and a leaflet without its file, in French', async () => {
    const fake = await upload(
      bed.as.admin,
      '/api/document/edit',
      'documentFile',
      'fiche.pdf',
      'application/pdf',
      Buffer.from('<html>pas un PDF</html>'),
    ).expect(400);
    expect(fake.body.log).toBe('Le contenu du fichier « fiche.pdf » ne correspond pas à son type.');
    const picture = await upload(bed.as.admin, '/api/document/edit', 'documentFile', 'photo.png', 'image/png', PNG).expect(400);
    expect(picture.body.log).toBe("Le type du fichier « photo.png » n'est pas accepté.");
    const [collection] = await bed.t.ctx.db.insert(schema.documentCollections).values({ title: 'BPCO' }).returning();
    const missing = await postAs(bed.t.app, bed.as.admin, '/api/document/edit', {
      fsubmit: 'document_form',
      documentCollection: String(collection?.id),
      documentPosition: '1',
      documentPrefix: '',
      documentTitle: 'Sans fichier',
      documentDescription: '',
      documentFile: '[]',
    }).expect(400);
    expect(missing.body.data.errors.documentFile).toBe('Le champ « Fichier (PDF, 20 Mo) » est requis');
    const unknown = await postAs(bed.t.app, bed.as.admin, '/api/document/edit', {
      fsubmit: 'document_form',
      documentCollection: '999999',
      documentPosition: '1',
      documentPrefix: '',
      documentTitle: 'Collection inconnue',
      documentDescription: '',
      documentFile: '[]',
    }).expect(400);
    expect(unknown.body.data.errors.documentCollection).toBeDefined();
    expect(
      await bed.t.ctx.db
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.collectionId, collection?.id ?? 0)),
    ).toEqual([]);
  });

  it('removes a deleted leaflet’s PDF from the storage, and only its own; a deleted collection’s leaflets lose theirs', async () => {
    const [collection] = await bed.t.ctx.db.insert(schema.documentCollections).values({ title: 'Suppression' }).returning();
    const saveLeaflet = async (title: string, fileName: string) => {
      const file = (await upload(bed.as.admin, '/api/document/edit', 'documentFile', fileName, 'application/pdf', PDF).expect(200)).body.file;
      const saved = await postAs(bed.t.app, bed.as.admin, '/api/document/edit', {
        fsubmit: 'document_form',
        documentCollection: String(collection?.id),
        documentPosition: '1',
        documentPrefix: '',
        documentTitle: title,
        documentDescription: '',
        documentFile: JSON.stringify([file]),
      }).expect(200);
      return { id: saved.body.data.id as number, key: `leaflets/${saved.body.data.id as number}/${fileName}` };
    };
    const gone = await saveLeaflet('À supprimer', 'a-supprimer.pdf');
    const kept = await saveLeaflet('À garder', 'a-garder.pdf');
    const storage = uploadStorageOf(bed.t.ctx);
    expect(await storage.read(gone.key)).toEqual(PDF);

    await postAs(bed.t.app, bed.as.admin, '/api/document/delete', { id: String(gone.id) }).expect(200);
    expect(await bed.t.ctx.db.select().from(schema.documents).where(eq(schema.documents.id, gone.id))).toEqual([]);
    expect(await storage.read(gone.key)).toBeNull();
    expect(await storage.read(kept.key)).toEqual(PDF);
    // buadm may not delete: the row and its file stay.
    await postAs(bed.t.app, bed.as.buadm, '/api/document/delete', { id: String(kept.id) }).expect(403);
    expect(await storage.read(kept.key)).toEqual(PDF);
    // Deleting the collection deletes its leaflets, and their PDFs with them.
    await postAs(bed.t.app, bed.as.admin, '/api/documentCollection/delete', { id: String(collection?.id) }).expect(200);
    expect(await bed.t.ctx.db.select().from(schema.documents).where(eq(schema.documents.id, kept.id))).toEqual([]);
    expect(await storage.read(kept.key)).toBeNull();
  });

  it('is refused to buadm, who writes nothing', async () => {
    await getAs(bed.t.app, bed.as.buadm, '/api/documentCollection/list').expect(403);
    await getAs(bed.t.app, bed.as.buadm, '/api/document/list').expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/documentCollection/edit', {
      fsubmit: 'documentCollection_form',
      collectionPosition: '1',
      collectionTitle: 'Intruse',
      collectionSubTitle: '',
      collectionDescription: '',
      collectionLogo: '[]',
    }).expect(403);
    await upload(bed.as.buadm, '/api/document/edit', 'documentFile', 'intrus.pdf', 'application/pdf', PDF).expect(403);
    expect(await bed.t.ctx.db.select().from(schema.documentCollections).where(eq(schema.documentCollections.title, 'Intruse'))).toEqual([]);
  });
});
