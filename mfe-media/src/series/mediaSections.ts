import { categoriesOf, MEDIA_CATEGORY_LABELS, type MediaListType } from '@canal/contracts';

/** The two 'Mes …' sections: their base path and title. */
export const MEDIA_SECTIONS: Record<MediaListType, { base: string; title: string }> = {
  replay: { base: '/MesReplays', title: 'Mes replays' },
  podcast: { base: '/MesPodcasts', title: 'Mes podcasts' },
};

/** What a category's header says under its name (designed here: the spec does not show it). */
const DESCRIPTIONS: Record<string, string> = {
  BPCO: 'Diagnostic, traitement de fond, exacerbations et réhabilitation : tout pour le suivi de vos patients BPCO.',
  Asthme: 'Contrôle, éducation thérapeutique et asthme sévère, par les spécialistes.',
  PneumoInnovations: 'Les innovations thérapeutiques et technologiques en pneumologie.',
  ParcoursSoins: 'La coordination ville-hôpital autour du patient respiratoire.',
  Tout: 'Toutes les catégories.',
};

export const categoryDescription = (category: string) => DESCRIPTIONS[category] ?? '';
export const categoryLabel = (category: string) => MEDIA_CATEGORY_LABELS[category] ?? category;

/** The category of the address, spelled as the list spells it ('bpco' -> 'BPCO'), or null. */
export function knownCategory(type: MediaListType, raw: string | undefined): string | null {
  return categoriesOf(type).find((category) => category.toLowerCase() === (raw ?? '').toLowerCase()) ?? null;
}

/** The colour of a category's tile. */
export const CATEGORY_COLOURS: Record<string, string> = { BPCO: '#0e7c66', Asthme: '#1d5fa8', PneumoInnovations: '#7a3e9d', ParcoursSoins: '#b3541e' };
