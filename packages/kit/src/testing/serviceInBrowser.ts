import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { configure } from '@testing-library/react';
import { toSessionUser, type ServiceContext } from '@canal/service-core';
import { openService, sessionFor, type SeededService, type UserRow } from '@canal/service-core/testing';
import { apiClientSettings } from '../api/apiClient';
import { csrfTokenAtom } from '../session/csrfTokenAtom';
import { kitStore } from '../session/kitStore';
import { SIGNED_OUT, sessionAtom } from '../session/sessionAtom';

/**
 * For the interaction tests of the kit's screens and the remotes' pages (environment
 * `tools/jest/browserEnvironment.cjs`): a real service (staff, live...), over a database of this
 * test file's own, listening on a free port of 127.0.0.1, the page's host, and the kit's API client
 * pointed at it. Nothing of the kit or the service is replaced: the components call the service's
 * routes over HTTP as in the browser.
 */
export interface ServiceInBrowser {
  /** The service and its database, for the factories (`makeAccount(bed.t.ctx, …)`) and for reading what a save wrote. */
  t: SeededService;
  /**
   * The page as that user's browser holds it after logging in: the session cookie of a real session
   * row, the CSRF cookie and token, and the kit's session state, which the shell gets from /api/ping
   * and the profile call (routes of the public service, not served here).
   */
  signIn(account: UserRow): Promise<void>;
}

// findBy… and waitFor wait for their condition this long at most, and a test this long: a page's answer
// can take seconds on a machine whose two cores run other test files too (React and jsdom's rendering
// are the cost). Ceilings only: a condition met ends the wait at once.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(90_000);

/** The date the tests stand at (the staff service's own tests use the same). */
const TEST_NOW = new Date('2026-11-20T10:00:00Z');

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/**
 * Opens the service `createApp` builds before this file's tests and closes it after; each test starts
 * logged out. `env`: the service's settings for this file (SMTP_URL, for the outbox's 'Renvoyer').
 */
export function serviceInBrowser(createApp: (ctx: ServiceContext) => Express, env: Record<string, string> = {}): ServiceInBrowser {
  let opened: { service: SeededService; server: Server; dataDir: string } | null = null;
  const service = () => {
    if (!opened) throw new Error('serviceInBrowser: the service opens in beforeAll; use it in the tests');
    return opened.service;
  };
  beforeAll(async () => {
    // The service answers whenever its answers come, as in a browser: the tests wait for what the page
    // shows (findBy…, waitFor) instead of wrapping every answer in act(), which React would ask for.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    // Uploaded files go to a folder of this file's own, removed after it.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-browser-'));
    const seeded = await openService(createApp, { ...env, DATA_DIR: dataDir }, TEST_NOW);
    const server = seeded.app.listen(0, '127.0.0.1');
    // Node's fetch reuses idle connections, and the server closes them after 5 s by default: on a busy
    // machine both happen at once and the call fails as a browser's would not (it tries again).
    server.keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    opened = { service: seeded, server, dataDir };
    apiClientSettings.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // A page that logs an error (React, antd, the kit) fails its test: such logs are defects the user does not see yet.
  let consoleErrors: jest.SpyInstance | null = null;
  beforeEach(() => {
    clearCookies();
    kitStore.set(csrfTokenAtom, null);
    kitStore.set(sessionAtom, SIGNED_OUT);
    consoleErrors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    const logged = consoleErrors?.mock.calls.map((call) => call.map(String).join(' ')) ?? [];
    consoleErrors?.mockRestore();
    expect(logged).toEqual([]);
  });
  afterAll(async () => {
    apiClientSettings.baseUrl = '';
    if (!opened) return;
    const { server, service: seeded, dataDir } = opened;
    opened = null;
    // Node's fetch keeps its connections open: closed here, or close() would wait for them to time out.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await seeded.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get t() {
      return service();
    },
    async signIn(account) {
      const session = await sessionFor(service().ctx, account.email);
      // The page is on http://127.0.0.1/ and cookies do not depend on the port: the service receives these.
      for (const cookie of session.cookie.split('; ')) document.cookie = `${cookie}; path=/`;
      kitStore.set(csrfTokenAtom, session.csrf);
      kitStore.set(sessionAtom, { known: true, user: toSessionUser(account), pendingAccounts: 0, subscriptions: 0 });
    },
  };
}
