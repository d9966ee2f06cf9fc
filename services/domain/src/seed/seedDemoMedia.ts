import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheDest, type Database, MEDIA_FILES_KIND_EPISODE, MEDIA_FILES_KIND_PODCAST, schema, type StoredFile, type UploadStorage } from '@canal/service-core';
import { eq } from 'drizzle-orm';
import { demoAudio } from './demoAudio';
import { demoPdf, demoPdfPages } from './demoPdf';

const { episodes, podcasts, podcastThemes, series } = schema;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A 30-second VP8 test pattern with a caption (made once with ffmpeg's testsrc2, 156 KB): the demo's episodes. */
const DEMO_VIDEO = path.join(__dirname, 'assets', 'demoEpisode.webm');

const picture = (colour: string, title: string) => [{ dest: `/demo/theme.svg?c=${encodeURIComponent(colour)}&t=${encodeURIComponent(title)}` }];
const guest = (name: string, description: string): StoredFile => ({
  dest: `/demo/avatar.svg?n=${encodeURIComponent(name)}`,
  attributes: { name, description },
});

const PODCAST_THEMES = [
  {
    name: 'BPCO au quotidien',
    subTitle: 'Le suivi de vos patients BPCO, en 15 minutes',
    description: 'Des pneumologues et des médecins généralistes partagent leurs pratiques : diagnostic, traitement de fond, exacerbations, réhabilitation.',
    color: '#0e7c66',
    podcasts: [
      {
        title: 'Spirométrie en cabinet : par où commencer ?',
        category: 'BPCO',
        minutes: 12,
        guest: guest('Dr Hélène Roux', 'Pneumologue, CHU de Lille'),
        flipbook: true,
      },
      {
        title: 'Exacerbations : les signes qui doivent alerter',
        category: 'BPCO',
        minutes: 15,
        guest: guest('Pr Marc Lefèvre', 'Pneumologue, Hôpital Cochin'),
      },
      {
        title: 'Réhabilitation respiratoire : mode d’emploi',
        category: 'BPCO',
        minutes: 18,
        guest: guest('Dr Sophie Nguyen', 'Médecin MPR, Lyon'),
        hideDate: true,
      },
      { title: 'Sevrage tabagique et BPCO', category: 'BPCO', minutes: 14, guest: guest('Dr Paul Girard', 'Tabacologue'), pending: true },
    ],
  },
  {
    name: 'Asthme : les essentiels',
    subTitle: 'Contrôle, éducation, asthme sévère',
    description: 'Les repères pour évaluer le contrôle de l’asthme et accompagner vos patients entre deux consultations.',
    color: '#1d5fa8',
    podcasts: [
      {
        title: 'Évaluer le contrôle de l’asthme en 5 questions',
        category: 'Asthme',
        minutes: 10,
        guest: guest('Dr Claire Martin', 'Pneumologue, Bordeaux'),
        flipbook: true,
      },
      { title: 'Asthme sévère : quand adresser ?', category: 'Asthme', minutes: 16, guest: guest('Pr Anne Dubois', 'Centre de l’asthme sévère, Marseille') },
    ],
  },
];

const SERIES = [
  {
    title: 'BPCO : du diagnostic au suivi',
    category: 'BPCO',
    description: 'Trois épisodes courts pour structurer la prise en charge d’un patient BPCO, de la spirométrie au plan d’action.',
    guest: guest('Pr Marc Lefèvre', 'Pneumologue, Hôpital Cochin'),
    episodes: ['Poser le diagnostic', 'Choisir le traitement de fond', 'Le plan d’action écrit'],
  },
  {
    title: 'Asthme sévère en pratique',
    category: 'Asthme',
    description: 'Phénotypes, biothérapies et parcours : deux épisodes pour le praticien.',
    guest: guest('Pr Anne Dubois', 'Centre de l’asthme sévère, Marseille'),
    episodes: ['Reconnaître un asthme sévère', 'Les biothérapies aujourd’hui'],
  },
  {
    title: 'Parcours de soins coordonnés',
    category: 'ParcoursSoins',
    description: 'Ville et hôpital : comment travailler ensemble autour du patient respiratoire.',
    guest: guest('Dr Julie Bernard', 'Médecin généraliste, CPTS Nantes'),
    episodes: ['Le rôle de l’infirmier en pratique avancée'],
  },
  {
    title: 'Innovations 2027',
    category: 'PneumoInnovations',
    description: 'Les nouveautés thérapeutiques à venir : bientôt disponible.',
    guest: guest('Dr Hélène Roux', 'Pneumologue, CHU de Lille'),
    episodes: [],
  },
];

async function putFile(storage: UploadStorage | null, kind: string, id: number, name: string, bytes: Buffer): Promise<StoredFile[]> {
  if (!storage) return [];
  const key = `${kind}/${id}/${name}`;
  await storage.put(key, bytes);
  return [{ dest: cacheDest(key), name, size: bytes.length }];
}

/**
 * The demo's podcasts (two themes, one to come) and series of episodes (one with no episode yet),
 * with real, small media: generated WAV chimes, the test-pattern video, multi-page PDF flipbooks.
 */
export async function seedDemoMedia(db: Database, storage: UploadStorage | null, now: Date): Promise<void> {
  const video = storage ? await fs.readFile(DEMO_VIDEO) : null;
  let day = 0;
  for (const [themeIndex, theme] of PODCAST_THEMES.entries()) {
    const [themeRow] = await db
      .insert(podcastThemes)
      .values({
        name: theme.name,
        subTitle: theme.subTitle,
        description: theme.description,
        color: theme.color,
        position: themeIndex + 1,
        thumb: picture(theme.color, theme.name),
      })
      .returning({ id: podcastThemes.id });
    for (const [position, item] of theme.podcasts.entries()) {
      day += 6;
      const [row] = await db
        .insert(podcasts)
        .values({
          themeId: themeRow.id,
          position: position + 1,
          title: item.title,
          description: `${item.guest.attributes?.name ?? ''} répond à vos questions : ${item.title.toLowerCase()}.`,
          state: 'pending' in item && item.pending ? 'pending' : 'live',
          date: new Date(now.getTime() + ('pending' in item && item.pending ? 20 : -day) * DAY_MS),
          hideDate: 'hideDate' in item && item.hideDate === true,
          durationMin: item.minutes,
          category: item.category,
          thumb: picture(theme.color, item.title.slice(0, 28)),
          guests: [item.guest],
          createdAt: new Date(now.getTime() - day * DAY_MS),
        })
        .returning({ id: podcasts.id, state: podcasts.state });
      if (row.state !== 'live') continue;
      const flipbook =
        'flipbook' in item && item.flipbook
          ? demoPdfPages([
              { title: item.title, lines: ['Les points clés de l’épisode'] },
              { title: 'À retenir', lines: ['1. Dépister tôt.', '2. Réévaluer à chaque consultation.', '3. Écrire le plan d’action avec le patient.'] },
              { title: 'Pour aller plus loin', lines: ['Retrouvez les fiches patients sur Canal Pneumo.'] },
            ])
          : null;
      await db
        .update(podcasts)
        .set({
          audio: await putFile(storage, MEDIA_FILES_KIND_PODCAST, row.id, 'podcast.wav', demoAudio(20, row.id)),
          flipbook: flipbook ? await putFile(storage, MEDIA_FILES_KIND_PODCAST, row.id, 'flipbook.pdf', flipbook) : [],
          files: await putFile(storage, MEDIA_FILES_KIND_PODCAST, row.id, 'fiche-memo.pdf', demoPdf(item.title, ['Fiche mémo de l’épisode.'])),
        })
        .where(eq(podcasts.id, row.id));
    }
  }
  for (const [serieIndex, serie] of SERIES.entries()) {
    const [serieRow] = await db
      .insert(series)
      .values({
        title: serie.title,
        category: serie.category,
        description: serie.description,
        guests: [serie.guest],
        thumb: picture(['#0e7c66', '#1d5fa8', '#7a3e9d', '#b3541e'][serieIndex] ?? '#1d5fa8', serie.title.slice(0, 28)),
        state: serie.episodes.length > 0 ? 'live' : 'pending',
        createdAt: new Date(now.getTime() - (40 - serieIndex) * DAY_MS),
      })
      .returning({ id: series.id });
    for (const [position, title] of serie.episodes.entries()) {
      const [row] = await db
        .insert(episodes)
        .values({
          serieId: serieRow.id,
          position: position + 1,
          title,
          description: `${serie.title}, épisode ${position + 1} : ${title.toLowerCase()}.`,
          durationMin: 1,
          createdAt: new Date(now.getTime() - (30 - serieIndex * 3 - position) * DAY_MS),
        })
        .returning({ id: episodes.id });
      await db
        .update(episodes)
        .set({
          video: video ? await putFile(storage, MEDIA_FILES_KIND_EPISODE, row.id, 'episode.webm', video) : [],
          files: await putFile(storage, MEDIA_FILES_KIND_EPISODE, row.id, 'diapositives.pdf', demoPdf(title, [serie.title, 'Diapositives de l’épisode.'])),
        })
        .where(eq(episodes.id, row.id));
    }
  }
}
