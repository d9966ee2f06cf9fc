import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, DEFAULT_UPLOAD_TYPES, schema, type ApiRoute } from '@canal/service-core';

const { documentCollections, documents } = schema;

/**
 * 'Collections de fiches' (spec 001 "Document collection": title, subTitle, logo, items): the collections
 * of /documents, admin only. The logo is a public thumbnail (/cache/documentCollections/{id}/…),
 * checked by content on upload like every other picture; the leaflets themselves are the 'Fiches patients (PDF)'
 * module (document.ts). Deleting a collection deletes its leaflets (the foreign key cascades), and
 * their PDFs with them.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.documentCollection,
  table: documentCollections,
  formLabel: 'Collection de fiches',
  formTitle: { create: 'Nouvelle collection de fiches', edit: 'Edition de la collection' },
  search: true,
  cascades: [{ table: documents, parent: documents.collectionId }],
  defaultSort: { field: 'collectionPosition', way: 'a' },
  fields: [
    {
      id: 'collectionPosition',
      label: 'Position',
      column: documentCollections.position,
      kind: 'number',
      initial: '1',
      list: { type: 'num' },
      form: { type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 3 } },
    },
    {
      id: 'collectionTitle',
      label: 'Titre',
      column: documentCollections.title,
      list: {},
      form: { type: 'text', validators: ['notEmpty'], maxLength: 120, sizes: { xs: 12, md: 9 } },
    },
    { id: 'collectionSubTitle', label: 'Sous-titre', column: documentCollections.subTitle, list: {}, form: { type: 'text', maxLength: 160 } },
    {
      id: 'collectionLogo',
      label: 'Logo (PNG, JPEG, WebP, 2 Mo)',
      column: documentCollections.logo,
      kind: 'files',
      uploadKind: 'documentCollections',
      form: { type: 'upload', mime: DEFAULT_UPLOAD_TYPES.filter((type) => type.startsWith('image/')), maxSize: 2 * 1024 * 1024, maxFiles: 1 },
    },
    {
      id: 'collectionDescription',
      label: 'Description',
      column: documentCollections.description,
      form: { type: 'text', multiline: true, rows: 3, maxLength: 1000 },
    },
  ],
});
