import crypto from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, type ApiRoute } from '@canal/service-core';

const MIB = 1024 * 1024;
/** Bytes made per read: large enough to keep the socket busy, small enough to stop soon when the client leaves. */
const PIECE = 256 * 1024;
const DEFAULT_CHUNKS = 4;

// no-transform: a proxy must not compress the stream or change its length.
const NO_STORE = 'no-store, no-cache, no-transform, must-revalidate';

/**
 * `mebibytes` of bytes no proxy can compress: an AES-CTR key stream under a fresh random key, so
 * that every piece differs (one random block sent again and again shrinks 4x under xz, and a
 * compressing middlebox would flatter the figure) while costing far less CPU than random bytes.
 */
export function incompressibleBytes(mebibytes: number): Readable {
  const cipher = crypto.createCipheriv('aes-128-ctr', crypto.randomBytes(16), crypto.randomBytes(16));
  const zeros = Buffer.alloc(PIECE);
  let left = mebibytes * MIB;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(PIECE, left);
      left -= size;
      this.push(cipher.update(size === PIECE ? zeros : zeros.subarray(0, size)));
    },
  });
}

/** GET /api/speedtest/garbage?ckSize={MiB}: incompressible bytes as fast as the network takes them. */
const garbageRoute = defineFileRoute(contentApi.speedtestGarbage)({
  access: 'public',
  handle({ input, reply }) {
    const mebibytes = input.ckSize ?? DEFAULT_CHUNKS;
    return reply.stream(incompressibleBytes(mebibytes), {
      type: 'application/octet-stream',
      cacheControl: NO_STORE,
      length: mebibytes * MIB,
      name: 'random.dat',
      download: true,
    });
  },
});

/** GET /api/speedtest/empty: the ping's answer, nothing at once. */
const pingRoute = defineFileRoute(contentApi.speedtestPing)({
  access: 'public',
  handle: ({ reply }) => reply.bytes('', { type: 'text/plain', cacheControl: NO_STORE }),
});

/**
 * POST /api/speedtest/empty: the upload's sink. The body is read and dropped as it arrives (never
 * held in memory, whatever its size); the answer comes once all of it was received.
 */
const uploadSinkRoute = defineFileRoute(contentApi.speedtestUpload)({
  access: 'public',
  // LibreSpeed's own client posts here without our token; the route reads and drops the bytes, and keeps nothing.
  csrfExempt: 'the speed test’s upload sink stores nothing',
  async handle({ body, reply }) {
    await pipeline(body, new Writable({ write: (_chunk, _encoding, next) => next() })).catch(() => undefined);
    return reply.bytes('', { type: 'text/plain', cacheControl: NO_STORE });
  },
});

/** GET /api/speedtest/getIP[?isp=&distance=&r=]: the caller's address as the server sees it (behind the gateway: the client's); LibreSpeed's ISP and distance options are taken and not looked up. */
const ipRoute = defineRoute(contentApi.speedtestIp)({
  access: 'public',
  handle({ reply }) {
    return { processedString: reply.clientAddress };
  },
});

export const speedtestRoutes: ApiRoute[] = [garbageRoute, pingRoute, uploadSinkRoute, ipRoute];
