import { eq, sql } from 'drizzle-orm';
import {
  cacheDest,
  cacheKeyOf,
  type Database,
  EVENT_POST_FILES_KIND,
  schema,
  type ServiceContext,
  type StoredFile,
  uploadStorageOf,
} from '@canal/service-core';

const { events } = schema;

const LEGACY_KIND = 'events';

/**
 * Post-session files saved before they became private lived beside the session's public thumbnail,
 * under 'events/{id}/', which /cache serves to anyone. Run at the public service's start: each such
 * file moves to EVENT_POST_FILES_KIND and its row points there, the row locked meanwhile, so two
 * processes starting together move each file once. A file the thumbnail also uses is copied instead,
 * so the thumbnail stays. Nothing is left to do once every row is moved: one query, no writes.
 */
export async function movePostFilesToPrivateKind(ctx: ServiceContext): Promise<number> {
  const legacy = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(sql`exists (select 1 from jsonb_array_elements(${events.postFiles}) as file where file->>'dest' like ${`/cache/${LEGACY_KIND}/%`})`);
  const storage = uploadStorageOf(ctx);
  let moved = 0;
  for (const { id } of legacy) {
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await tx.select({ postFiles: events.postFiles, thumb: events.thumb }).from(events).where(eq(events.id, id)).for('update');
      if (!row) return;
      const thumbKeys = new Set(row.thumb.map((file) => cacheKeyOf(file.dest)));
      const files: StoredFile[] = [];
      for (const file of row.postFiles) {
        const key = cacheKeyOf(file.dest);
        const [kind, owner, name] = key?.split('/') ?? [];
        if (!key || kind !== LEGACY_KIND || !owner || !name) {
          files.push(file);
          continue;
        }
        const target = `${EVENT_POST_FILES_KIND}/${owner}/${name}`;
        if ((await storage.size(target)) === null) {
          const bytes = thumbKeys.has(key) ? await storage.read(key) : null;
          if (bytes) await storage.put(target, bytes);
          else if ((await storage.size(key)) !== null) await storage.move(key, target);
          else ctx.logger.warn('post-session file missing from the storage', { eventId: id, key });
        }
        files.push({ ...file, dest: cacheDest(target) });
        moved += 1;
      }
      await tx.update(events).set({ postFiles: files }).where(eq(events.id, id));
    });
  }
  if (moved > 0) ctx.logger.info('post-session files moved to their private kind', { moved });
  return moved;
}
