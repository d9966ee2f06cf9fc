import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { contentApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, type ApiRoute } from '@canal/service-core';

const MIB = 1024 * 1024;
/** LibreSpeed's bounds for ckSize: a stream of 1 to 1024 MiB, 4 by default. */
const MAX_CHUNKS = 1024;
const DEFAULT_CHUNKS = 4;

/**
 * One mebibyte of random bytes, made once: incompressible, so no proxy or gateway can shrink it
 * and flatter the figure, and sent again and again without costing the server any randomness.
 */
let garbageChunk: Buffer | null = null;
const randomChunk = () => (garbageChunk ??= crypto.randomBytes(MIB));

function noStore(res: Response): void {
  // no-transform: a proxy must not compress the stream or change its length.
  res.setHeader('Cache-Control', 'no-store, no-cache, no-transform, must-revalidate');
  res.setHeader('Pragma', 'no-cache');
}

export function chunkCountOf(raw: unknown): number {
  const count = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : DEFAULT_CHUNKS;
  return Math.min(Math.max(count, 1), MAX_CHUNKS);
}

/** GET /api/speedtest/garbage?ckSize={MiB}: random bytes as fast as the network takes them, written as the socket drains. */
const garbageRoute = defineFileRoute({
  method: 'get',
  path: contentApi.SPEEDTEST_GARBAGE_PATH,
  access: 'public',
  async handle(_ctx, req, res) {
    const chunks = chunkCountOf(req.query.ckSize);
    noStore(res);
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Length', String(chunks * MIB));
    res.setHeader('Content-Disposition', 'attachment; filename=random.dat');
    const chunk = randomChunk();
    for (let sent = 0; sent < chunks && !res.destroyed; sent += 1) {
      if (!res.write(chunk)) await new Promise<void>((resolve) => {
        // The client may stop reading at the end of its measure: a closed socket ends the loop too.
        const done = () => (res.off('drain', done), res.off('close', done), resolve());
        res.on('drain', done).on('close', done);
      });
    }
    res.end();
  },
});

/** The ping's answer: nothing, at once. */
const emptyAnswer = (res: Response) => {
  noStore(res);
  res.status(200).end();
};

const pingRoute = defineFileRoute({
  method: 'get',
  path: contentApi.SPEEDTEST_EMPTY_PATH,
  access: 'public',
  handle(_ctx, _req, res) {
    emptyAnswer(res);
  },
});

/**
 * POST /api/speedtest/empty: the upload's sink. The body is read and dropped as it arrives (never
 * held in memory, whatever its size); the answer comes once all of it was received.
 */
const uploadSinkRoute = defineFileRoute({
  method: 'post',
  path: contentApi.SPEEDTEST_EMPTY_PATH,
  access: 'public',
  async handle(_ctx, req, res) {
    await pipeline(req, new Writable({ write: (_chunk, _encoding, next) => next() })).catch(() => undefined);
    if (!res.destroyed) emptyAnswer(res);
  },
});

/** GET /api/speedtest/getIP: the caller's address as the server sees it (behind the gateway: the client's). */
const ipRoute = defineRoute(contentApi.speedtestIp)({
  access: 'public',
  handle({ reply }) {
    return { processedString: reply.clientAddress };
  },
});

export const speedtestRoutes: ApiRoute[] = [garbageRoute, pingRoute, uploadSinkRoute, ipRoute];
