import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicApi } from '@canal/contracts/core';
import { apiClientSettings } from '../api/apiClient';
import { callEndpoint } from '../api/callEndpoint';
import { csrfTokenAtom } from './csrfTokenAtom';
import { kitStore } from './kitStore';
import { login } from './login';

/**
 * The server gives the browser a new CSRF nonce at login (services/core sessionMiddleware) and its
 * token in the login's answer: the kit must send that one with the next change, not the old one.
 */
const received: Array<{ url: string; csrf: string | undefined }> = [];
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.setHeader('Content-Type', 'application/json');
    received.push({ url: request.url ?? '', csrf: request.headers['x-csrf-token'] as string | undefined });
    if (request.url === '/api/ping') return response.end(JSON.stringify({ pong: 'complete', token: 'jeton-avant' }));
    if (request.url === '/api/auth/login') {
      const user = { id: 3, email: 'claire@exemple.fr', role: 'member', subRole: null, job: 'md', firstname: 'Claire', lastname: 'Martin' };
      const details = { cell: null, city: null, hasUpdatedOptins: 1, universe: null };
      return response.end(JSON.stringify({ auth: 'ok', user: { ...user, ...details }, pendingAccounts: 0, subscriptions: 0, log: '', token: 'jeton-apres' }));
    }
    response.end(JSON.stringify({ logout: 'complete' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiClientSettings.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  apiClientSettings.baseUrl = '';
  await new Promise((resolve) => server.close(resolve));
});

describe('login', () => {
  it('keeps the CSRF token the login answers and sends it with the next change', async () => {
    kitStore.set(csrfTokenAtom, null);
    expect(await login('claire@exemple.fr', 'Souffle2026')).toEqual({ ok: true });
    expect(kitStore.get(csrfTokenAtom)).toBe('jeton-apres');
    await callEndpoint(publicApi.logout, { logout: 'true' });
    expect(received).toEqual([
      { url: '/api/ping', csrf: undefined },
      { url: '/api/auth/login', csrf: 'jeton-avant' },
      { url: '/api/auth/logout', csrf: 'jeton-apres' },
    ]);
  });
});
