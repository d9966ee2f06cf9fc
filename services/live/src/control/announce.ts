import { liveControlApi } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { defineSessionItems } from './sessionItems/defineSessionItems';

type AnnounceRow = typeof schema.announcements.$inferSelect;

const toManaged = (row: AnnounceRow) => ({
  id: row.id,
  announcePosition: row.announcePosition,
  announceTitle: row.announceTitle,
  announceText: row.announceText,
});

/**
 * The announcements of a session (spec 001 "Orchestrator control panel", Annonce tab): a title and a
 * text; the one on screen is neither edited nor deleted (its buttons are hidden too).
 */
export const announceRoutes = defineSessionItems(schema.announcements, { list: liveControlApi.announceList, save: liveControlApi.announceSave })({
  kind: 'announce',
  position: schema.announcements.announcePosition,
  missing: 'Annonce introuvable.',
  fields: [
    { id: 'announceTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: liveControlApi.ANNOUNCE_TITLE_MAX },
    { id: 'announceText', label: 'Texte', type: 'text', multiline: true, rows: 5, validators: ['notEmpty'], maxLength: liveControlApi.CONTROL_TEXT_MAX },
  ],
  initial: {},
  onScreen: {
    contentTypes: ['announce'],
    refuse: {
      edit: 'Impossible de modifier l’annonce active : désactivez-la d’abord.',
      delete: 'Impossible de supprimer l’annonce active : désactivez-la d’abord.',
    },
  },
  listed: ({ rows, state }) => ({ list: 'complete', data: rows.map(toManaged), state }),
  posted: (input) => ({ announceTitle: input.announceTitle, announceText: input.announceText }),
  saved: (_ctx, row) => ({ form: 'saved', data: toManaged(row), log: 'Annonce enregistrée.' }),
  remove: liveControlApi.announceDelete,
});
