import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '@canal/service-core';
import { buildServer, compiledPath } from '../build/serverBuild';
import { nodeFlagsOf, withServerNodeOptions } from '../runtime/serverNodeOptions';
import { stopChild } from './stopChild';
import { waitForPort } from './waitForPort';

const root = path.resolve(__dirname, '../..');

/** The services and the ports `npm run start:split` gives them (README, docker-compose.yml). */
export const SPLIT_SERVICES = [
  { name: 'public', port: 8101 },
  { name: 'live', port: 8102 },
  { name: 'staff', port: 8103 },
  { name: 'media', port: 8104 },
  { name: 'chat', port: 8105 },
] as const;

type SplitServiceName = (typeof SPLIT_SERVICES)[number]['name'];

export interface SplitStack {
  gatewayPort: number;
  /** Where each service listens: a test may call one directly, as a peer of the private network would. */
  servicePorts: Record<SplitServiceName, number>;
  /** The secret the gateway signs the client's address with (CLIENT_ADDRESS_SECRET). */
  clientAddressSecret: string;
  stop(): Promise<void>;
}

export interface SplitOptions {
  env: NodeJS.ProcessEnv;
  /** `documented`: the gateway on PORT (8080) and the services on 8101..8105 (start:split); `free`: ports free now (tests). */
  ports: 'documented' | 'free';
  inheritOutput?: boolean;
}

/** A compiled entry point run by node, as in production (docker-compose.yml). */
function start(entry: string, env: NodeJS.ProcessEnv, inherit: boolean): ChildProcess {
  const stdio: StdioOptions = inherit ? 'inherit' : ['ignore', 'ignore', 'inherit'];
  return spawn(process.execPath, [...nodeFlagsOf(entry), '--enable-source-maps', compiledPath(entry)], { cwd: root, env: withServerNodeOptions(env), stdio });
}

async function portsFor(options: SplitOptions): Promise<{ gateway: number; services: Record<SplitServiceName, number> }> {
  if (options.ports === 'documented') {
    const services = Object.fromEntries(SPLIT_SERVICES.map((service) => [service.name, service.port])) as Record<SplitServiceName, number>;
    return { gateway: Number(options.env.PORT ?? 8080), services };
  }
  const services = {} as Record<SplitServiceName, number>;
  for (const service of SPLIT_SERVICES) services[service.name] = await freePort();
  return { gateway: await freePort(), services };
}

/** Each service in its own process, then the gateway proxying to them: the production shape. */
export async function startSplitStack(options: SplitOptions): Promise<SplitStack> {
  await buildServer();
  const inherit = options.inheritOutput ?? false;
  const ports = await portsFor(options);
  // One secret for the whole stack, as a deployment sets one for all its processes.
  const clientAddressSecret = options.env.CLIENT_ADDRESS_SECRET ?? randomBytes(32).toString('hex');
  const shared = {
    ...Object.fromEntries(SPLIT_SERVICES.map((service) => [`SERVICE_${service.name.toUpperCase()}_URL`, `http://127.0.0.1:${ports.services[service.name]}`])),
    // Split mode requires the public address for e-mailed links; on one machine it is the gateway's.
    PUBLIC_URL: options.env.PUBLIC_URL ?? `http://localhost:${ports.gateway}`,
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
  };
  const children: ChildProcess[] = SPLIT_SERVICES.map((service) =>
    start(`services/${service.name}/src/main.ts`, { ...options.env, ...shared, SERVICE_PORT: String(ports.services[service.name]) }, inherit),
  );
  await Promise.all(SPLIT_SERVICES.map((service) => waitForPort(ports.services[service.name])));
  children.push(start('services/gateway/src/main.ts', { ...options.env, ...shared, PORT: String(ports.gateway) }, inherit));
  await waitForPort(ports.gateway);
  return {
    gatewayPort: ports.gateway,
    servicePorts: ports.services,
    clientAddressSecret,
    stop: async () => {
      await Promise.all(children.map((child) => stopChild(child)));
    },
  };
}
