import { remoteBuildSchema, type RemoteBuild } from '@canal/contracts';
import type { Logger } from '@canal/service-core';

/** A CDN that does not answer within this delay is not waited for: the last routes known are used. */
const FETCH_TIMEOUT_MS = 3000;

export interface CdnBuildReader {
  /** The routes.json at `url`, as last read; null when it was never read. */
  read(url: string): Promise<RemoteBuild | null>;
}

interface Held {
  build: RemoteBuild | null;
  readAt: number;
  refreshing: Promise<RemoteBuild | null> | null;
}

/**
 * Reads the routes.json of remotes served from elsewhere (REMOTES). Only the first read of an
 * address is waited for; afterwards the held answer is given at once and asked again in the
 * background when older than `refreshMs`, so a page load never waits on the CDN, and a CDN that
 * fails keeps the routes it gave last.
 */
export function cdnBuildReader(logger: Logger, refreshMs: number): CdnBuildReader {
  const held = new Map<string, Held>();

  async function fetchBuild(url: string): Promise<RemoteBuild | null> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return remoteBuildSchema.parse(await response.json());
    } catch (error) {
      logger.warn('remote routes not read from their server', { url, error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  function refresh(url: string, entry: Held): Promise<RemoteBuild | null> {
    entry.refreshing ??= fetchBuild(url).then((build) => {
      entry.build = build ?? entry.build;
      entry.readAt = Date.now();
      entry.refreshing = null;
      return entry.build;
    });
    return entry.refreshing;
  }

  return {
    read(url) {
      let entry = held.get(url);
      if (!entry) {
        entry = { build: null, readAt: 0, refreshing: null };
        held.set(url, entry);
      }
      if (Date.now() - entry.readAt >= refreshMs) void refresh(url, entry);
      // Never read yet: this first answer is waited for (the gateway asks once at its start).
      return entry.readAt === 0 && entry.refreshing ? entry.refreshing : Promise.resolve(entry.build);
    },
  };
}
