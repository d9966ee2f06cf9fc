import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig } from '@canal/service-core';
import { gatewayAlone } from '../testing/gatewayAlone';
import { publishTestBuild } from '../testing/publishedBuild';
import { precompressFolder } from './precompression';

/** Text of a given size that compresses well, like a bundle. */
const bundle = (marker: string, bytes: number) => `/* ${marker} */\n${'export const value = "pneumologie";\n'.repeat(Math.ceil(bytes / 36))}`;

/** A built shell and a published live remote, precompressed as `npm run build` leaves them; the live build's folder. */
async function builtSite(staticRoot: string): Promise<string> {
  const shell = path.join(staticRoot, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), `<!doctype html><div id="root"></div><!-- ${'x'.repeat(2000)} -->`);
  fs.writeFileSync(path.join(shell, 'main.1a2b3c4d.js'), bundle('shell', 40_000));
  fs.writeFileSync(path.join(shell, 'main.1a2b3c4d.js.map'), bundle('map', 4_000));
  fs.writeFileSync(path.join(shell, 'tiny.js'), 'var tiny;');
  await precompressFolder(shell);
  const remotesDir = loadConfig({ STATIC_ROOT: staticRoot }).remotesDir;
  const { current } = await publishTestBuild(remotesDir, 'live', {
    'remoteEntry.js': bundle('entry', 3_000),
    'chunks/570.ecb2f790.js': bundle('chunk', 20_000),
  });
  return `/remotes/live/${current}`;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes on the wire: supertest would decompress them, and then nothing would show which file was sent. */
function rawGet(port: number, url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('built files compressed once, at build time', () => {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-precompressed-'));
  let server: http.Server;
  let port: number;
  /** The live build's address (/remotes/live/{version}), and its folder. */
  let live: string;
  const shellFile = (name: string) => fs.readFileSync(path.join(staticRoot, 'shell', 'dist', name));
  const liveFile = (name: string) => fs.readFileSync(path.join(staticRoot, 'dist', live, name));

  beforeAll(async () => {
    live = await builtSite(staticRoot);
    server = gatewayAlone(loadConfig({ LOG_LEVEL: 'silent', STATIC_ROOT: staticRoot })).app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  it('writes .br and .gz twins of every text file above 1 KB, never of maps or tiny files', () => {
    const shell = fs.readdirSync(path.join(staticRoot, 'shell', 'dist')).sort();
    expect(shell).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
      'main.1a2b3c4d.js',
      'main.1a2b3c4d.js.br',
      'main.1a2b3c4d.js.gz',
      'main.1a2b3c4d.js.map',
      'tiny.js',
    ]);
    expect(zlib.brotliDecompressSync(shellFile('main.1a2b3c4d.js.br'))).toEqual(shellFile('main.1a2b3c4d.js'));
    expect(zlib.gunzipSync(shellFile('main.1a2b3c4d.js.gz'))).toEqual(shellFile('main.1a2b3c4d.js'));
    expect(fs.existsSync(path.join(staticRoot, 'dist', live, 'chunks', '570.ecb2f790.js.br'))).toBe(true);
  });

  it('sends the .br file as it is to a browser that accepts brotli, with the script’s type and the year-long cache', async () => {
    const answer = await rawGet(port, `${live}/chunks/570.ecb2f790.js`, 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toEqual(liveFile('chunks/570.ecb2f790.js.br'));
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('prefers brotli over gzip, and sends the .gz file to a browser that has only gzip', async () => {
    const both = await rawGet(port, '/main.1a2b3c4d.js', 'gzip, deflate, br');
    expect(both.headers['content-encoding']).toBe('br');
    expect(both.body).toEqual(shellFile('main.1a2b3c4d.js.br'));
    const gzip = await rawGet(port, '/main.1a2b3c4d.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(shellFile('main.1a2b3c4d.js.gz'));
    const refused = await rawGet(port, '/main.1a2b3c4d.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain file, not compressed on the fly, to a browser that accepts no precompressed encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const answer = await rawGet(port, '/main.1a2b3c4d.js', acceptEncoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toEqual(shellFile('main.1a2b3c4d.js'));
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it('keeps index.html fresh (no-cache) on every page route, compressed or not; a remote build’s entry is immutable, in its version’s folder', async () => {
    for (const url of ['/', '/replays/3']) {
      const br = await rawGet(port, url, 'gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toEqual(shellFile('index.html.br'));
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['content-security-policy']).toContain("script-src 'self'");
      const plain = await rawGet(port, url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(shellFile('index.html'));
      expect(plain.headers['cache-control']).toBe('no-cache');
    }
    const entry = await rawGet(port, `${live}/remoteEntry.js`, 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file without twin as it is, and still refuses missing files and escapes in French', async () => {
    const tiny = await rawGet(port, '/tiny.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('var tiny;');
    const missing = await rawGet(port, `${live}/absent.js`, 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString()).log).toMatch(/^Fichier introuvable/);
    const escape = await rawGet(port, `${live}/..%2F..%2F..%2F..%2Fshell%2Fdist%2Fmain.1a2b3c4d.js`, 'br');
    expect(escape.status).toBe(404);
  });
});
