// ESLint for the whole repository: typescript-eslint's type-checked rules, React's hooks rules and the
// import boundaries between the parts. Run by `npm run lint` (and `npm test`) from the repository root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where each part may import from: a remote only the kit and the contracts; a service core, the domain and the contracts;
 * the domain core and the contracts; core the contracts only.
 */
const REMOTES = ['mfe-public', 'mfe-live', 'mfe-staff', 'mfe-media', 'mfe-chat'];
const SERVICES = ['public', 'live', 'staff', 'media', 'chat'];
const noRemote = { group: ['@canal/mfe-*', ...REMOTES.map((name) => `**/${name}/**`)], message: 'Nothing imports a remote: it is loaded at run time by the shell.' };
const noService = { group: ['@canal/service-*', '@canal/domain', '@canal/domain/*', '**/services/**'], message: 'The browser never imports server code.' };
const noOtherService = {
  group: SERVICES.map((name) => `@canal/service-${name}`),
  message: 'A service imports only @canal/service-core, @canal/domain and the contracts: another service is reached over HTTP or the bus.',
};
const noDomain = {
  group: ['@canal/domain', '@canal/domain/*', '**/services/domain/**', '**/domain/src/**'],
  message: 'Core is the platform: the domain depends on it, never the other way (a service registers the domain’s jobs, the gateway runs its seed).',
};
const noBrowser = { group: ['@canal/kit', '@canal/kit/*', 'react', 'react-dom'], message: 'A service never imports browser code.' };
const noAntd = { group: ['antd', 'antd/*', '@ant-design/*'], message: 'Remotes take antd’s components from @canal/kit (one trimmed, shared copy).' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'tools/lint/**', '.tmp/**', '**/*.cjs', '**/*.mjs', 'test-results/**', 'playwright-report/**'],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are the compiler's job (noUnusedLocals); `_`-prefixed ones are deliberate.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Tests read supertest's and Playwright's untyped bodies (`response.body.data`): their shape is what the test asserts.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'e2e/**/*.ts', '**/testing/**/*.ts', '**/testing/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'packages/kit/**/*.{ts,tsx}', ...REMOTES.map((name) => `${name}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.*'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noRemote, noService, noAntd, { group: ['@canal/shell', '**/shell/**'], message: 'A remote does not import the shell.' }] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'packages/kit/src/**/*.{ts,tsx}'],
    // The kit's testing helpers run interaction tests over the real staff service: test code, never bundled.
    ignores: ['**/*.test.*', 'packages/kit/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noRemote, noService] }] },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noRemote, noService, { group: ['@canal/kit', '@canal/kit/*', 'react', 'react-dom', 'node:*'], message: 'The contracts are shared by browser and server: no React, no Node, no kit.' }] },
      ],
    },
  },
  {
    files: SERVICES.map((name) => `services/${name}/src/**/*.ts`),
    // An integration test may read another service's answer to check what a user sees there.
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noRemote, noOtherService, noBrowser] }] },
  },
  {
    // The shared domain (accounts, events, subscriptions...): over core and the contracts, used by the services.
    files: ['services/domain/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noRemote,
            noBrowser,
            { group: [...SERVICES, 'gateway'].map((name) => `@canal/service-${name}`), message: 'The domain serves the services: it never imports one.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/core/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noRemote, noDomain, { group: ['@canal/service-*'], message: 'Core is the platform: services depend on it, never the other way.' }, noBrowser] },
      ],
    },
  },
);
