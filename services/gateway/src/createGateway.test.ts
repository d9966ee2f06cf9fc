import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '@canal/service-core';
import { gatewayAlone } from './testing/gatewayAlone';

/** The gateway alone over a built shell (its proxies point at a closed port), with the form origins a session may post to. */
function gatewayWith(env: Record<string, string>, formOrigins?: () => Promise<string[]>) {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-static-'));
  fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  return gatewayAlone(loadConfig({ LOG_LEVEL: 'silent', STATIC_ROOT: staticRoot, ...env }), { formOrigins }).app;
}

/** One directive of a Content-Security-Policy header, as its list of sources. */
const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('the gateway', () => {
  it('serves the page routes with a Content-Security-Policy and no cache on index.html', async () => {
    const response = await request(gatewayWith({})).get('/replays/3').expect(200);
    expect(response.text).toContain('id="root"');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets pages connect to their own origin and its socket only, and post forms to the site and the sessions’ external rooms only', async () => {
    const rooms = ['https://salle.exemple.fr', 'https://room.example.org'];
    const response = await request(gatewayWith({}, () => Promise.resolve(rooms)))
      .get('/live/3')
      .set('Host', 'canal-pneumo.fr')
      .expect(200);
    const policy = response.headers['content-security-policy'];
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws://canal-pneumo.fr', 'wss://canal-pneumo.fr']);
    expect(directive(policy, 'form-action')).toEqual(["'self'", ...rooms]);

    const local = await request(gatewayWith({})).get('/').set('Host', '127.0.0.1:8080').expect(200);
    expect(directive(local.headers['content-security-policy'], 'connect-src')).toEqual(["'self'", 'ws://127.0.0.1:8080', 'wss://127.0.0.1:8080']);
    expect(directive(local.headers['content-security-policy'], 'form-action')).toEqual(["'self'"]);
    // A Host header that is not a host name never reaches the policy.
    const odd = await request(gatewayWith({})).get('/').set('Host', "x;script-src 'unsafe-inline'").expect(200);
    expect(directive(odd.headers['content-security-policy'], 'connect-src')).toEqual(["'self'"]);
    expect(directive(odd.headers['content-security-policy'], 'script-src')).toEqual(["'self'"]);
  });

  it('gives API answers the headers of an answer no document runs in: a policy that allows nothing, nosniff, never framed', async () => {
    const response = await request(gatewayWith({})).get('/api/site').set('Host', 'canal-pneumo.fr').expect(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
      expect([pageOnly, response.headers[pageOnly]]).toEqual([pageOnly, undefined]);
    }
    // A file endpoint's answer is a document (the flipbook's PDF, shown in the site's own frame): the pages' headers.
    const file = await request(gatewayWith({})).get('/api/podcastShow/flipbook/3/file').set('Host', 'canal-pneumo.fr');
    expect(directive(file.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'self'"]);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the remotes’ own origin (REMOTES) in for their manifests, scripts and styles', async () => {
    const response = await request(gatewayWith({ REMOTES: '{"live":"https://cdn.example.org/live/mf-manifest.json"}' }))
      .get('/')
      .set('Host', 'canal-pneumo.fr')
      .expect(200);
    const policy = response.headers['content-security-policy'];
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws://canal-pneumo.fr', 'wss://canal-pneumo.fr', 'https://cdn.example.org']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.example.org']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.org']);
  });

  it('keeps the site’s own form-action when the external rooms cannot be read', async () => {
    const response = await request(gatewayWith({}, () => Promise.reject(new Error('base indisponible'))))
      .get('/')
      .expect(200);
    expect(directive(response.headers['content-security-policy'], 'form-action')).toEqual(["'self'"]);
  });

  it('lets the analytics origin into the policy only when configured', async () => {
    const response = await request(gatewayWith({ ANALYTICS_URL: 'https://stats.example.org/a.js' }))
      .get('/')
      .expect(200);
    expect(response.headers['content-security-policy']).toContain('https://stats.example.org');
  });

  it('lets the partner origins of EMBED_ANCESTORS frame the embeddable podcast page only', async () => {
    const app = gatewayWith({ EMBED_ANCESTORS: 'https://partenaire.example.fr https://autre.example.org/page' });
    const embedded = await request(app).get('/podcast/show/3?embed=1').expect(200);
    expect(embedded.headers['content-security-policy']).toContain("frame-ancestors 'self' https://partenaire.example.fr https://autre.example.org");
    expect(embedded.headers['x-frame-options']).toBeUndefined();
    for (const page of ['/podcast/show/3', '/', '/login?embed=1', '/podcast/show/3/x?embed=1']) {
      const response = await request(app).get(page);
      expect([page, response.headers['content-security-policy']]).toEqual([page, expect.stringMatching(/frame-ancestors 'self'(;|$)/)]);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const unset = await request(gatewayWith({})).get('/podcast/show/3?embed=1').expect(200);
    expect(unset.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  it('refuses an EMBED_ANCESTORS entry that is not an origin, saying why', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'silent', EMBED_ANCESTORS: 'partenaire.fr' })).toThrow(/EMBED_ANCESTORS/);
  });

  it('answers in French with 503 when a service is down, and limits logins per address', async () => {
    const app = gatewayWith({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    const down = await request(app).get('/api/home?api=3').expect(503);
    expect(down.body.log).toMatch(/momentanément indisponible/);
    await request(app).post('/api/auth/login').send({});
    await request(app).post('/api/auth/login').send({});
    const limited = await request(app).post('/api/auth/login').send({}).expect(429);
    expect(limited.body.log).toMatch(/Trop de tentatives de connexion/);
  });

  it('site settings carry the configured title and menu variant', async () => {
    const response = await request(gatewayWith({ SITE_TITLE: 'Pneumo Live', SITE_MENU_VARIANT: 'two' }))
      .get('/api/site')
      .expect(200);
    expect(response.body.data).toMatchObject({ title: 'Pneumo Live', menuVariant: 'two' });
  });

  it('announces the closure out of the box, with the shipped picture and the site’s own address', async () => {
    const response = await request(gatewayWith({ PUBLIC_URL: 'https://canal-pneumo.fr' }))
      .get('/api/site')
      .expect(200);
    expect(response.body.data.closingPopup).toEqual({ url: 'https://canal-pneumo.fr/', image: '/closing-announcement.svg' });
  });

  it('announces the closure with the configured address and picture', async () => {
    const response = await request(gatewayWith({ CLOSING_POPUP_URL: 'https://nouveau-site.exemple.fr', CLOSING_POPUP_IMAGE: '/annonce.png' }))
      .get('/api/site')
      .expect(200);
    expect(response.body.data.closingPopup).toEqual({ url: 'https://nouveau-site.exemple.fr', image: '/annonce.png' });
  });
});
