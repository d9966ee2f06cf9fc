import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT as PORT } from './support/server';

/** Journeys across remotes in Debian's Chromium against the built all-in-one server on a fresh database. */
export default defineConfig({
  testDir: './journeys',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // The site honours the system's 'less motion' setting (AntdProviders): no dialog or menu is clicked mid-animation.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The model API and NCBI are replaced by small real servers on 127.0.0.1 (services/chat/src/testing).
      command: 'node_modules/.bin/tsx e2e/support/startFakeChatServers.ts',
      cwd: '..',
      url: `http://127.0.0.1:${PORT + 2}/esearch.fcgi?db=pubmed&term=ping`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { E2E_PORT: String(PORT) },
    },
    {
      // The remotes as `npm run build` published them, copied: the publishing journey builds into this copy.
      // Then what production runs: the compiled server (built here when its sources changed), by node.
      command: [
        'node scripts/buildServer.cjs',
        `rm -rf ${E2E_DATA_DIR}`,
        `mkdir -p ${E2E_DATA_DIR}`,
        `cp -r dist/remotes ${E2E_DATA_DIR}/remotes`,
        'node --enable-source-maps dist/server/services/gateway/src/allInOne.js',
      ].join(' && '),
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/site`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        REMOTES_DIR: `${E2E_DATA_DIR}/remotes`,
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_MINUTE: '200',
        // Journeys register their own members (e2e/support/newMember.ts), all from 127.0.0.1.
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
        RATE_LIMIT_PER_MINUTE: '5000',
        OPENAI_BASE_URL: `http://127.0.0.1:${PORT + 1}/v1`,
        CHAT_MODEL: 'gpt-4o-mini',
        CHAT_PRICE_INPUT_PER_MTOK: '0.15',
        CHAT_PRICE_OUTPUT_PER_MTOK: '0.6',
        NCBI_BASE_URL: `http://127.0.0.1:${PORT + 2}`,
      },
    },
  ],
});
