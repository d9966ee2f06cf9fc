import { eq } from 'drizzle-orm';
import { episodes, podcasts, podcastThemes, series, type StoredFile } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';
import { cacheDest } from '../../uploads/cacheKey';
import { MEDIA_FILES_KIND_EPISODE, MEDIA_FILES_KIND_PODCAST } from '../../uploads/cacheFileRoute';
import { uploadStorageOf } from '../../uploads/uploadStorageOf';
import { nextNumber } from './sequence';

/** Bytes put in the upload storage as a media file of the item, answered as the row keeps it. */
async function storedMedia(ctx: ServiceContext, kind: string, id: number, name: string, bytes: Buffer): Promise<StoredFile[]> {
  const key = `${kind}/${id}/${name}`;
  await uploadStorageOf(ctx).put(key, bytes);
  return [{ dest: cacheDest(key), name, size: bytes.length }];
}

export async function makePodcastTheme(ctx: ServiceContext, fields: Partial<typeof podcastThemes.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(podcastThemes)
    .values({ name: `Thème podcast ${nextNumber()}`, ...fields })
    .returning();
  return row;
}

/** A podcast, online unless told; `audio`, `flipbook` and `file` are stored as its media. */
export async function makePodcast(
  ctx: ServiceContext,
  fields: Omit<Partial<typeof podcasts.$inferInsert>, 'audio' | 'flipbook' | 'files'> & { audio?: Buffer; flipbook?: Buffer; file?: Buffer } = {},
) {
  const { audio, flipbook, file, ...columns } = fields;
  const [row] = await ctx.db
    .insert(podcasts)
    .values({ title: `Podcast ${nextNumber()}`, state: 'live', durationMin: 10, ...columns })
    .returning();
  const media = {
    ...(audio ? { audio: await storedMedia(ctx, MEDIA_FILES_KIND_PODCAST, row.id, 'episode.wav', audio) } : {}),
    ...(flipbook ? { flipbook: await storedMedia(ctx, MEDIA_FILES_KIND_PODCAST, row.id, 'flipbook.pdf', flipbook) } : {}),
    ...(file ? { files: await storedMedia(ctx, MEDIA_FILES_KIND_PODCAST, row.id, 'fiche.pdf', file) } : {}),
  };
  if (Object.keys(media).length === 0) return row;
  const [updated] = await ctx.db.update(podcasts).set(media).where(eq(podcasts.id, row.id)).returning();
  return updated;
}

export async function makeSerie(ctx: ServiceContext, fields: Partial<typeof series.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(series)
    .values({ title: `Série ${nextNumber()}`, ...fields })
    .returning();
  return row;
}

/** An episode of `serieId`; `video` and `file` are stored as its media. */
export async function makeEpisode(
  ctx: ServiceContext,
  serieId: number,
  fields: Omit<Partial<typeof episodes.$inferInsert>, 'video' | 'files'> & { video?: Buffer; file?: Buffer } = {},
) {
  const { video, file, ...columns } = fields;
  const [row] = await ctx.db
    .insert(episodes)
    .values({ serieId, title: `Épisode ${nextNumber()}`, durationMin: 5, ...columns })
    .returning();
  const media = {
    ...(video ? { video: await storedMedia(ctx, MEDIA_FILES_KIND_EPISODE, row.id, 'video.webm', video) } : {}),
    ...(file ? { files: await storedMedia(ctx, MEDIA_FILES_KIND_EPISODE, row.id, 'diapositives.pdf', file) } : {}),
  };
  if (Object.keys(media).length === 0) return row;
  const [updated] = await ctx.db.update(episodes).set(media).where(eq(episodes.id, row.id)).returning();
  return updated;
}
