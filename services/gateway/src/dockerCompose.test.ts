import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@canal/contracts';
import { LIVE_NODE_FLAGS, nodeFlagsOf, SERVER_NODE_OPTIONS } from '../../../tools/runtime/serverNodeOptions';
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
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

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

  it('builds the image with the compiled server, and runs the Node of the dependencies', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^RUN npm ci .*&& npm run build && npm run build:server$/m);
    expect(dockerfile).toMatch(/^ENV PATH=\/app\/node_modules\/\.bin:\$PATH$/m);
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
