import { eq } from 'drizzle-orm';
import { cacheDest, type Database, schema, type StoredFile, type UploadStorage } from '@canal/service-core';
import { demoPicture, type DemoMotif } from './demoPicture';

const { news } = schema;

interface DemoNews {
  title: string;
  shortDescription: string;
  description?: string;
  category: 'cover' | 'info' | 'image' | 'replay' | 'event';
  /** The demo session it presents, by key (demoCatalogue). */
  session?: string;
  linkExternal?: string;
  /** Its picture, drawn at seed time; a wide banner for an image item. */
  picture?: { motif: DemoMotif; from: string };
}

/**
 * The carousel's demo items, one of every kind and state the carousel draws (spec 000 section 2.5):
 * the cover; a live event (its live button); a pending event (date, guests, subscribe); a replay
 * online and one still being edited ('Bientôt disponible'); an info item with a long text and an
 * external link (asked before leaving); an image item.
 */
export const DEMO_NEWS: readonly DemoNews[] = [
  {
    title: 'Bienvenue sur Canal Pneumo',
    shortDescription: 'La chaîne des professionnels de la santé respiratoire.',
    category: 'cover',
    picture: { motif: 'lungs', from: '#1d5fa8' },
  },
  { title: 'En direct : les exacerbations de BPCO', shortDescription: 'Rejoignez l’émission en cours.', category: 'event', session: 'live' },
  {
    title: 'Replay : éducation thérapeutique dans l’asthme',
    shortDescription: 'Revoyez l’émission.',
    category: 'replay',
    session: 'replay1',
    picture: { motif: 'play', from: '#0f8a6a' },
  },
  {
    title: 'Télésurveillance et IA en pneumologie',
    shortDescription: 'Inscrivez-vous à la prochaine émission.',
    category: 'event',
    session: 'later',
    picture: { motif: 'calendar', from: '#7a3ea1' },
  },
  { title: 'Replay : les nouvelles molécules inhalées', shortDescription: 'Le replay est en cours de montage.', category: 'replay', session: 'replaySoon' },
  {
    title: 'Recommandations GOLD 2026',
    shortDescription: 'Ce qui change pour le traitement de fond.',
    description: 'Les nouvelles recommandations insistent sur la prévention des exacerbations et la réadaptation précoce.',
    category: 'info',
    linkExternal: 'https://goldcopd.org/',
    picture: { motif: 'page', from: '#c2571a' },
  },
  {
    title: 'Journée mondiale de l’asthme',
    shortDescription: 'Les ressources de la Global Initiative for Asthma.',
    category: 'image',
    linkExternal: 'https://ginasthma.org/',
    picture: { motif: 'waves', from: '#0f8a6a' },
  },
];

/** A thumbnail beside a slide's text, or the whole slide for an image item. */
const SIZES = { thumb: { width: 560, height: 320 }, banner: { width: 1200, height: 400 } } as const;

/** Writes the demo's news, their pictures under news/{id}/ (served by /cache/news/{id}/...) when there is a storage. */
export async function seedDemoNews(db: Database, storage: UploadStorage | null, eventIds: ReadonlyMap<string, number>): Promise<void> {
  for (const [position, item] of DEMO_NEWS.entries()) {
    const [row] = await db
      .insert(news)
      .values({
        title: item.title,
        shortDescription: item.shortDescription,
        description: item.description ?? '',
        category: item.category,
        position,
        linkExternal: item.linkExternal ?? null,
        eventId: item.session ? (eventIds.get(item.session) ?? null) : null,
      })
      .returning({ id: news.id });
    if (!storage || !item.picture) continue;
    const size = item.category === 'image' ? SIZES.banner : SIZES.thumb;
    const name = item.category === 'image' ? 'banniere.png' : 'vignette.png';
    const key = `news/${row.id}/${name}`;
    const bytes = demoPicture({ ...size, from: item.picture.from, to: '#0b2545', motif: item.picture.motif });
    await storage.put(key, bytes);
    const thumb: StoredFile[] = [{ dest: cacheDest(key), name, size: bytes.length }];
    await db.update(news).set({ thumb }).where(eq(news.id, row.id));
  }
}
