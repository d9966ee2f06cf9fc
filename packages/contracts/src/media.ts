import { z } from 'zod';

/**
 * The on-demand side (spec 001 sections 2 "Series and episodes" and "Podcasts", 3, 4, 7): podcast
 * themes and shows, series and episodes, their groups, progress, ratings and shares.
 */

/** The categories of 'Mes replays' and 'Mes podcasts' (spec 000 section 2.1); 'Tout' gathers them all. */
export const REPLAY_CATEGORIES = ['BPCO', 'Asthme', 'PneumoInnovations', 'ParcoursSoins', 'Tout'] as const;
export const PODCAST_CATEGORIES = ['BPCO', 'Asthme', 'Tout'] as const;
export const ALL_CATEGORIES = 'Tout';
export const MEDIA_CATEGORY_LABELS: Record<string, string> = {
  BPCO: 'BPCO',
  Asthme: 'Asthme',
  PneumoInnovations: 'Pneumo Innovations',
  ParcoursSoins: 'Parcours de soins',
  Tout: 'Tout',
};

/** What a 'Mes …' page lists: series of episodes ('replay') or podcasts ('podcast'). */
export const MEDIA_LIST_TYPES = ['replay', 'podcast'] as const;
export type MediaListType = (typeof MEDIA_LIST_TYPES)[number];
export const categoriesOf = (type: MediaListType): readonly string[] => (type === 'replay' ? REPLAY_CATEGORIES : PODCAST_CATEGORIES);

/** The subtypes of /MesReplays/{category}/{subtype}/{id}. */
export const MEDIA_SUBTYPES = ['episode', 'podcast', 'serie'] as const;
export type MediaSubtype = (typeof MEDIA_SUBTYPES)[number];

/** What can be played, rated and shared. */
export const MEDIA_MODULES = ['episode', 'podcast'] as const;
export type MediaModule = (typeof MEDIA_MODULES)[number];

export const PODCAST_STATES = ['live', 'pending'] as const;
export type PodcastState = (typeof PODCAST_STATES)[number];
export const PODCAST_STATE_LABELS: Record<PodcastState, string> = { live: 'En ligne', pending: 'À venir' };

/** The end marker of episode/onUpdate (the player reached the end). */
export const MEDIA_END_MARKER = 'end';

/** Rating texts and limits (spec 001 sections 5, 8, 9). */
export const RATING_MAX = 5;
export const ratingDoneText = (rating: number) => `Votre avis (${rating}/5) a bien été pris en compte.`;
export const SHARE_DONE_TEXT = 'Partage réalisé vers :';
export const SHARE_MAX_RECIPIENTS = 10;
export const NOTHING_TO_SHOW = 'Aucun élément à afficher actuellement';

export const guestSchema = z.object({ dest: z.string(), attributes: z.object({ name: z.string().optional(), description: z.string().optional() }).optional() });
export type MediaGuest = z.infer<typeof guestSchema>;

/** A file offered with 'Je télécharge': its index in the item's files, name and size in bytes. */
export const mediaFileSchema = z.object({ index: z.number(), name: z.string(), size: z.number() });
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** The average of an item's ratings (to one decimal) and how many there are; `mine` is the caller's. */
export const npsSchema = z.object({ rating: z.number(), total: z.number(), mine: z.number().nullable() });
export type Nps = z.infer<typeof npsSchema>;

export const neighbourSchema = z.object({ id: z.number(), title: z.string() }).nullable();

/** One tile of a 'Mes …' group. */
export const mediaCardSchema = z.object({
  subtype: z.enum(MEDIA_SUBTYPES),
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  thumb: z.string().nullable(),
  state: z.enum(PODCAST_STATES),
  durationMin: z.number(),
  /** Series: their episodes (a serie with none is dimmed). */
  episodeCount: z.number().optional(),
  /** Episodes: their serie. */
  serieTitle: z.string().optional(),
  /** Started and not finished: where the caller stopped, in seconds. */
  positionS: z.number().optional(),
  /** 'Top 3': distinct viewers over the recent window. */
  viewers: z.number().optional(),
});
export type MediaCard = z.infer<typeof mediaCardSchema>;

/** POST /serie/front_list's answer: the four groups of a 'Mes …' page. */
export const MEDIA_GROUPS = ['continue', 'news', 'top', 'others'] as const;
export type MediaGroup = (typeof MEDIA_GROUPS)[number];
export const mediaGroupsSchema = z.object({
  continue: z.array(mediaCardSchema),
  news: z.array(mediaCardSchema),
  top: z.array(mediaCardSchema),
  others: z.array(mediaCardSchema),
});
export type MediaGroups = z.infer<typeof mediaGroupsSchema>;
export const mediaGroupTitle = (group: MediaGroup, type: MediaListType): string =>
  ({
    continue: 'Reprendre ma lecture',
    news: 'Nouveautés',
    top: type === 'podcast' ? 'Top 3 des plus écoutés' : 'Top 3 des plus vues',
    others: 'Nos suggestions',
  })[group];

/** A serie with its episodes (POST /serie/get/{id}); `episode_count` as the spec names it. */
export const serieSchema = z.object({
  id: z.number(),
  serieTitle: z.string(),
  serieDescription: z.string(),
  serieGuests: z.array(guestSchema),
  serieThumb: z.string().nullable(),
  serieCategory: z.string(),
  podcastState: z.enum(PODCAST_STATES),
  episode_count: z.number(),
  duration: z.number(),
  episodes: z.array(mediaCardSchema),
});
export type Serie = z.infer<typeof serieSchema>;

/** An episode's page (POST /episode/get/{id}). */
export const episodeSchema = z.object({
  id: z.number(),
  episodeTitle: z.string(),
  episodeDescription: z.string(),
  episodeGuests: z.array(guestSchema),
  episodeThumb: z.string().nullable(),
  /** The video's address (served with Range requests), null for 'Vidéo non disponible'. */
  episodeVideo: z.string().nullable(),
  episodeDuration: z.number(),
  episodeFiles: z.array(mediaFileSchema),
  serieId: z.number(),
  serieTitle: z.string(),
  serieCategory: z.string(),
  nps: npsSchema,
  previous: neighbourSchema,
  next: neighbourSchema,
  positionS: z.number(),
  finished: z.boolean(),
});
export type Episode = z.infer<typeof episodeSchema>;

/** A podcast in a theme's list. */
export const podcastItemSchema = z.object({ id: z.number(), podcastState: z.enum(PODCAST_STATES), podcastTag: z.string(), podcastTitle: z.string() });

/** A podcast theme, as a card of /podcasts and as the head of /podcast/theme/{id}. */
export const podcastThemeSchema = z.object({
  id: z.number(),
  themeName: z.string(),
  themeSubTitle: z.string(),
  themeDescription: z.string(),
  themeColor: z.string(),
  themeThumb: z.string().nullable(),
  items: z.array(podcastItemSchema),
});
export type PodcastTheme = z.infer<typeof podcastThemeSchema>;

/** A podcast's page (GET podcastShow/get/{id}); the audio and the flipbook are asked for separately. */
export const podcastSchema = z.object({
  id: z.number(),
  podcastTitle: z.string(),
  podcastDescription: z.string(),
  podcastState: z.enum(PODCAST_STATES),
  /** Epoch seconds; null when there is none or when podcastHideDate is 'on'. */
  podcastDate: z.number().nullable(),
  podcastHideDate: z.enum(['on', '']),
  podcastDuration: z.number(),
  podcastThumb: z.string().nullable(),
  podcastFiles: z.array(mediaFileSchema),
  podcastGuests: z.array(guestSchema),
  podcastCategory: z.string(),
  themeId: z.number().nullable(),
  themeName: z.string(),
  hasAudio: z.boolean(),
  hasFlipbook: z.boolean(),
  nps: npsSchema,
  previous: neighbourSchema,
  next: neighbourSchema,
  positionS: z.number(),
});
export type Podcast = z.infer<typeof podcastSchema>;
