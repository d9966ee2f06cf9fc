import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { asc } from 'drizzle-orm';
import { defineRecordModule, parentValue, rowChoices, schema, type ApiRoute } from '@canal/service-core';

const { documentCollections, documents } = schema;
const BY_POSITION = [asc(documentCollections.position), asc(documentCollections.title)];

/**
 * 'Fiches patients (PDF)' (spec 001 "Document collection" items: id, prefix, title): the patient leaflets, admin
 * only. The PDF is checked by content on upload (a file named .pdf that is not one is refused) and
 * stored under the private kind 'leaflets' (never served by /cache): members get it through
 * documents/get/{id}, visitors get 401. A leaflet needs its PDF, and a collection to belong to.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.document,
  table: documents,
  formLabel: 'Fiche patient',
  formTitle: { create: 'Nouvelle fiche', edit: 'Edition de la fiche' },
  search: true,
  defaultSort: { field: 'documentCollection', way: 'a' },
  fields: [
    {
      id: 'documentCollection',
      label: 'Collection',
      column: documents.collectionId,
      kind: 'number',
      choices: rowChoices(documentCollections, documentCollections.id, documentCollections.title, ...BY_POSITION),
      list: { sql: parentValue(documentCollections.title, documentCollections.id, documents.collectionId) },
      form: { type: 'select', validators: ['notEmpty'], sizes: { xs: 12, md: 6 } },
    },
    {
      id: 'documentPosition',
      label: 'Position',
      column: documents.position,
      kind: 'number',
      initial: '1',
      list: { type: 'num' },
      form: { type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 3 } },
    },
    {
      id: 'documentPrefix',
      label: 'Préfixe',
      column: documents.prefix,
      list: {},
      form: { type: 'text', placeholder: 'Fiche 1', helperText: 'Affiché avant le titre', maxLength: 40, sizes: { xs: 12, md: 3 } },
    },
    { id: 'documentTitle', label: 'Titre', column: documents.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 200 } },
    { id: 'documentDescription', label: 'Description', column: documents.description, form: { type: 'text', multiline: true, rows: 3, maxLength: 1000 } },
    {
      id: 'documentFile',
      label: 'Fichier (PDF, 20 Mo)',
      column: documents.file,
      kind: 'files',
      uploadKind: 'leaflets',
      form: { type: 'upload', validators: ['notEmpty'], mime: ['application/pdf'], maxSize: 20 * 1024 * 1024, maxFiles: 1 },
    },
  ],
});
