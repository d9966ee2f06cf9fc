import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@canal/contracts';
import { SERVER_NODE_OPTIONS } from '../../../tools/runtime/serverNodeOptions';

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
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

  it('runs each service from the same main.ts that start:split runs', () => {
    for (const name of SERVICE_NAMES) {
      expect(compose.services[name].command?.join(' ')).toContain(`services/${name}/src/main.ts`);
      expect(startSplit).toContain('services/${service.name}/src/main.ts');
    }
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
  });
});
