import type { MediaCard } from '@canal/contracts';
import type { EpisodeRow, PodcastRow, SerieRow } from './loadItems';
import { thumbOf } from './storedFiles';

export const episodeCard = (episode: EpisodeRow, serie: SerieRow): MediaCard => ({
  subtype: 'episode',
  id: episode.id,
  title: episode.title,
  description: episode.description,
  category: serie.category,
  thumb: thumbOf(episode.thumb) ?? thumbOf(serie.thumb),
  state: 'live',
  durationMin: episode.durationMin,
  serieTitle: serie.title,
});

export const podcastCard = (podcast: PodcastRow): MediaCard => ({
  subtype: 'podcast',
  id: podcast.id,
  title: podcast.title,
  description: podcast.description,
  category: podcast.category,
  thumb: thumbOf(podcast.thumb),
  state: podcast.state === 'live' ? 'live' : 'pending',
  durationMin: podcast.durationMin,
});

export const serieCard = (serie: SerieRow, episodeCount: number, durationMin: number): MediaCard => ({
  subtype: 'serie',
  id: serie.id,
  title: serie.title,
  description: serie.description,
  category: serie.category,
  thumb: thumbOf(serie.thumb),
  state: serie.state === 'pending' ? 'pending' : 'live',
  durationMin,
  episodeCount,
});
