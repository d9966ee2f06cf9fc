import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@canal/contracts';
import { LIVE_NODE_FLAGS, nodeFlagsOf, SERVER_NODE_OPTIONS } from '../../../tools/runtime/serverNodeOptions';
import { RUN_STAGE_FILES, RUN_STAGE_TRIMMED } from '../../../tools/build/runStage';
import { compiledPath } from '../../../tools/build/serverBuild';

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const root = path.resolve(__dirname, '../../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const startSplit = fs.readFileSync(path.join(root, 'tools/split/startSplitStack.ts'), 'utf8');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const scripts = manifest.scripts;

/** The Dockerfile's stages (`FROM ... AS name`), each with its instructions, continuation lines joined and comments left out. */
function dockerStages(text: string): Array<{ name: string; lines: string[] }> {
  const lines = text
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Array<{ name: string; lines: string[] }> = [];
  for (const line of lines) {
    const from = /^FROM \S+(?: AS (\S+))?$/i.exec(line);
    if (from) stages.push({ name: from[1] ?? String(stages.length), lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describe('docker-compose.yml, the split deployment for real hosts', () => {
  it('names PostgreSQL, Redis, the gateway and the five services, with two live instances', () => {
    for (const name of ['postgres', 'redis', 'gateway', ...SERVICE_NAMES]) expect(compose.services[name]).toBeDefined();
    expect(compose.services.live.deploy?.replicas).toBe(2);
  });

  it('runs each service and the gateway compiled, by node, from the same main.ts that start:split runs', () => {
    for (const name of [...SERVICE_NAMES, 'gateway']) {
      const compiled = path.relative(root, compiledPath(`services/${name}/src/main.ts`));
      expect(compose.services[name].command).toEqual(['node', ...nodeFlagsOf(`services/${name}/src/main.ts`), '--enable-source-maps', compiled]);
    }
    expect(startSplit).toContain('services/${service.name}/src/main.ts');
    expect(startSplit).toContain('compiledPath(entry)');
  });

  it('builds the image in two stages: everything to build, then production dependencies and built files only, run by a user without rights', () => {
    const stages = dockerStages(dockerfile);
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'run']);
    const [build, run] = stages;
    expect(build.lines).toContainEqual(expect.stringMatching(/^RUN npm ci .*&& npm run build && npm run build:server$/));
    // The production dependencies: the lockfile's, without devDependencies, installed in the build stage for the run stage.
    expect(build.lines.join('\n')).toMatch(/cd \/prod && npm ci --omit=dev/);
    const copied = run.lines.filter((line) => line.startsWith('COPY')).map((line) => line.split(' ').at(-1)?.replace(/^\.\//, ''));
    expect(copied).toEqual(RUN_STAGE_FILES);
    expect(run.lines).toContain('COPY --from=build /prod/node_modules ./node_modules');
    expect(build.lines.find((line) => line.includes('npm ci --omit=dev'))).toContain(`&& rm -rf ${RUN_STAGE_TRIMMED.join(' ')}`);
    // Nothing is installed or built in the run stage, and nothing of the sources is copied there.
    expect(run.lines.filter((line) => /\bnpm\b|^COPY \. /.test(line))).toEqual([]);
    expect(run.lines.filter((line) => line.startsWith('USER'))).toEqual(['USER node']);
    expect(run.lines.at(-1)).toBe('USER node');
    expect(run.lines).toContain('ENV PATH=/app/node_modules/.bin:$PATH');
    // The tools of the build and the tests stay out of the run stage's `npm ci --omit=dev`.
    for (const tool of ['lighthouse', 'jest', '@rspack/core', '@swc/core', '@playwright/test', 'typescript', 'drizzle-kit']) {
      expect({ tool, production: tool in manifest.dependencies }).toEqual({ tool, production: false });
      expect(manifest.devDependencies[tool]).toBeDefined();
    }
  });

  it('migrates once before the services: a migrate command they all wait for', () => {
    expect(compose.services.migrate.command).toEqual(['node', '--enable-source-maps', path.relative(root, compiledPath('services/core/src/migrate.ts'))]);
    for (const name of [...SERVICE_NAMES, 'gateway']) expect(compose.services[name].command?.join(' ')).not.toContain('migrate');
    for (const name of SERVICE_NAMES) expect(compose.services[name].depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
  });

  it('gives every process the variables start:split gives it', () => {
    for (const name of SERVICE_NAMES) {
      const env = compose.services[name].environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\//);
      expect(env.REDIS_URL).toMatch(/^redis:\/\//);
      expect(env.SERVICE_PORT).toBeDefined();
    }
    const gatewayEnv = compose.services.gateway.environment ?? {};
    for (const name of SERVICE_NAMES) expect(gatewayEnv[`SERVICE_${name.toUpperCase()}_URL`]).toMatch(/^http:\/\//);
    expect(gatewayEnv.PORT).toBeDefined();
  });

  it('runs every server process with the same Node options, in the image, start:split and npm start', () => {
    expect(dockerfile).toContain(`ENV NODE_OPTIONS=${SERVER_NODE_OPTIONS}`);
    expect(startSplit).toContain('withServerNodeOptions(env)');
    expect(scripts.serve).toContain(SERVER_NODE_OPTIONS);
    // The live service's own flags, on its command line, where start:split and the bench put them too.
    expect(compose.services.live.command?.slice(1, 1 + LIVE_NODE_FLAGS.length)).toEqual(LIVE_NODE_FLAGS);
    expect(startSplit).toContain('nodeFlagsOf(entry)');
  });

  it('gives the gateway and every service the one CLIENT_ADDRESS_SECRET, and no service a proxy to trust', () => {
    const secrets = new Set(['gateway', ...SERVICE_NAMES].map((name) => compose.services[name].environment?.CLIENT_ADDRESS_SECRET));
    expect([...secrets]).toEqual([expect.stringMatching(/^\$\{CLIENT_ADDRESS_SECRET:\?/)]);
    for (const name of SERVICE_NAMES) expect(compose.services[name].environment?.TRUST_PROXY).toBeUndefined();
  });

  it('says each process is healthy when its /readyz answers 200, and starts the gateway once the services are', () => {
    for (const name of [...SERVICE_NAMES, 'gateway']) {
      const test = compose.services[name].healthcheck?.test.join(' ') ?? '';
      expect(test).toContain('/readyz');
      expect(test).toContain('process.env.SERVICE_PORT||process.env.PORT');
    }
    for (const name of SERVICE_NAMES) {
      expect(compose.services.gateway.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
      // Another container reaches it: it must not listen on 127.0.0.1 only.
      expect(compose.services[name].environment?.SERVICE_HOST).toBe('0.0.0.0');
    }
  });
});
