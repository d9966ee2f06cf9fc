import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { asc } from 'drizzle-orm';
import { defineRecordModule, MEDIA_FILES_KIND_EPISODE, parentValue, rowChoices, schema, type ApiRoute } from '@canal/service-core';
import { HALF, pdfField, thumbField } from '../fields/uploadFields';
import { descriptionField, guestsField, videoField } from '../media/mediaFields';

const { series, episodes } = schema;
const QUARTER = { xs: 12, md: 3 };
const FILES = 'Fichiers';

/** Episodes (spec 001 section 2 "Series and episodes"), admin only; /staff/episode/{action}. The video and files are private media, the picture public. */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.episode,
  table: episodes,
  formLabel: 'Épisode',
  formTitle: { create: 'Nouvel épisode', edit: 'Edition de l’épisode' },
  search: true,
  defaultSort: { field: 'id', way: 'd' },
  fields: [
    { id: 'episodeTitle', label: 'Titre', column: episodes.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 200 } },
    { id: 'serieTitle', label: 'Série', list: { sql: parentValue(series.title, series.id, episodes.serieId) } },
    {
      id: 'serieId',
      label: 'Série',
      column: episodes.serieId,
      kind: 'number',
      choices: rowChoices(series, series.id, series.title, asc(series.title)),
      form: { type: 'select', validators: ['notEmpty'], sizes: HALF },
    },
    {
      id: 'episodePosition',
      label: 'Position',
      column: episodes.position,
      kind: 'number',
      blank: 1,
      initial: '1',
      list: { type: 'num' },
      form: { label: 'Position dans la série', type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: QUARTER },
    },
    {
      id: 'episodeDuration',
      label: 'Durée (min)',
      column: episodes.durationMin,
      kind: 'number',
      initial: '10',
      list: { type: 'num' },
      form: { label: 'Durée (minutes)', type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: QUARTER },
    },
    descriptionField('episodeDescription', episodes.description, 5),
    guestsField(episodes.guests),
    thumbField('episodeThumb', episodes.thumb, 'episodeThumbs', FILES),
    videoField('episodeVideo', episodes.video, MEDIA_FILES_KIND_EPISODE, FILES),
    pdfField('episodeFiles', 'Fichiers à télécharger', 5, episodes.files, MEDIA_FILES_KIND_EPISODE, FILES),
  ],
});
