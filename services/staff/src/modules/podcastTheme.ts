import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { countOfRows, defineRecordModule, formText, schema, type ApiRoute } from '@canal/service-core';
import { HALF, thumbField } from '../fields/uploadFields';
import { descriptionField } from '../media/mediaFields';

const { podcastThemes, podcasts } = schema;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** 'Thèmes Podcast' (spec 001 section 2): the podcast themes, admin only; staff pages at /staff/podcast/theme/{action}. */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.podcastTheme,
  table: podcastThemes,
  formLabel: 'Thème podcast',
  formTitle: { create: 'Nouveau thème podcast', edit: 'Edition du thème podcast' },
  search: true,
  defaultSort: { field: 'themePosition', way: 'a' },
  listOrder: ['themePosition', 'themeName', 'themeSubTitle', 'podcasts'],
  fields: [
    { id: 'themeName', label: 'Nom', column: podcastThemes.name, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 120 } },
    { id: 'themeSubTitle', label: 'Sous-titre', column: podcastThemes.subTitle, list: {}, form: { type: 'text', maxLength: 200 } },
    descriptionField('themeDescription', podcastThemes.description, 4, 3000),
    {
      id: 'themeColor',
      label: 'Couleur (#rrggbb)',
      column: podcastThemes.color,
      initial: '#1d5fa8',
      form: { type: 'text', inputType: 'color', validators: ['notEmpty', 'minLength', 'maxLength'], minLength: 7, maxLength: 7, sizes: HALF },
    },
    {
      id: 'themePosition',
      label: 'Position',
      column: podcastThemes.position,
      kind: 'number',
      blank: 1,
      initial: '1',
      list: { type: 'num' },
      form: { type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: HALF },
    },
    thumbField('themeThumb', podcastThemes.thumb, 'podcastThemes'),
    { id: 'podcasts', label: 'Podcasts', list: { type: 'num', sql: countOfRows(podcasts.themeId, podcastThemes.id), searchable: false } },
  ],
  check: (_call, values): Record<string, string> => (COLOR.test(formText(values.themeColor)) ? {} : { themeColor: 'Couleur invalide : #rrggbb attendu' }),
});
