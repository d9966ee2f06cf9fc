import { asc } from 'drizzle-orm';
import { PODCAST_CATEGORIES, BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, MEDIA_FILES_KIND_PODCAST, parentValue, rowChoices, schema, type ApiRoute } from '@canal/service-core';
import { HALF, pdfField, thumbField } from '../fields/uploadFields';
import { audioField, categoryOptions, descriptionField, guestsField, STATE_OPTIONS, stateField } from '../media/mediaFields';

const { podcasts, podcastThemes } = schema;
const CATEGORY_OPTIONS = categoryOptions(PODCAST_CATEGORIES);
const THIRD = { xs: 12, md: 4 };
const FILES = 'Fichiers';

/**
 * 'Podcasts' (spec 001 section 2): the podcast shows, admin only; audio, flipbook and files go to
 * the private media kind (given by the media routes, with ranges), the picture is public.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.podcastShow,
  table: podcasts,
  formLabel: 'Podcast',
  formTitle: { create: 'Nouveau podcast', edit: 'Edition du podcast' },
  search: true,
  defaultSort: { field: 'podcastDate', way: 'd' },
  listOrder: ['podcastDate', 'podcastTitle', 'themeName', 'podcastCategory', 'podcastState'],
  fields: [
    { id: 'podcastTitle', label: 'Titre', column: podcasts.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 200 } },
    { id: 'themeName', label: 'Thème', list: { sql: parentValue(podcastThemes.name, podcastThemes.id, podcasts.themeId) } },
    {
      id: 'themeId',
      label: 'Thème',
      column: podcasts.themeId,
      kind: 'number',
      blank: null,
      choices: rowChoices(podcastThemes, podcastThemes.id, podcastThemes.name, asc(podcastThemes.position), asc(podcastThemes.name)),
      form: { type: 'select', validators: ['notEmpty'], sizes: HALF },
    },
    {
      id: 'podcastCategory',
      label: 'Catégorie',
      column: podcasts.category,
      initial: 'BPCO',
      list: {},
      form: { type: 'select', validators: ['notEmpty'], options: CATEGORY_OPTIONS, sizes: HALF },
    },
    { ...stateField(podcasts.state, 'pending', 4), filter: { alias: 'state', items: STATE_OPTIONS } },
    {
      id: 'podcastDate',
      label: 'Date',
      column: podcasts.date,
      kind: 'dateTime',
      list: { type: 'dateTime' },
      form: { label: 'Date (Paris)', type: 'text', inputType: 'datetime-local', sizes: THIRD },
    },
    { id: 'podcastHideDate', label: 'Masquer la date', column: podcasts.hideDate, kind: 'flag', form: { type: 'checkbox', sizes: THIRD } },
    {
      id: 'podcastDuration',
      label: 'Durée (minutes)',
      column: podcasts.durationMin,
      kind: 'number',
      form: { type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: THIRD },
    },
    {
      id: 'podcastPosition',
      label: 'Position dans le thème',
      column: podcasts.position,
      kind: 'number',
      blank: 1,
      initial: '1',
      form: { type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: THIRD },
    },
    descriptionField('podcastDescription', podcasts.description, 5),
    guestsField(podcasts.guests),
    thumbField('podcastThumb', podcasts.thumb, 'podcastThumbs', FILES),
    audioField('podcastAudio', podcasts.audio, MEDIA_FILES_KIND_PODCAST, FILES),
    pdfField('podcastFlipbook', 'Livret feuilletable', 1, podcasts.flipbook, MEDIA_FILES_KIND_PODCAST, FILES),
    pdfField('podcastFiles', 'Fichiers à télécharger', 5, podcasts.files, MEDIA_FILES_KIND_PODCAST, FILES),
  ],
});
