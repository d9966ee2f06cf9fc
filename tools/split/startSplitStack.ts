import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { withServerNodeOptions } from '../runtime/serverNodeOptions';
import { stopChild } from './stopChild';
import { waitForPort } from './waitForPort';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

export const SPLIT_SERVICES = [
  { name: 'public', port: 8101 },
  { name: 'live', port: 8102 },
  { name: 'staff', port: 8103 },
  { name: 'media', port: 8104 },
  { name: 'chat', port: 8105 },
] as const;

export interface SplitStack {
  gatewayPort: number;
  stop(): Promise<void>;
}

export interface SplitOptions {
  env: NodeJS.ProcessEnv;
  gatewayPort: number;
  /** Offset added to every service port, so that a test can run beside a started stack. */
  portOffset?: number;
  inheritOutput?: boolean;
}

function start(entry: string, env: NodeJS.ProcessEnv, inherit: boolean): ChildProcess {
  return spawn(tsx, [path.join(root, entry)], { cwd: root, env: withServerNodeOptions(env), stdio: inherit ? 'inherit' : ['ignore', 'ignore', 'inherit'] });
}

/** Each service in its own process, then the gateway proxying to them: the production shape. */
export async function startSplitStack(options: SplitOptions): Promise<SplitStack> {
  const offset = options.portOffset ?? 0;
  const inherit = options.inheritOutput ?? false;
  const urls = {
    ...Object.fromEntries(SPLIT_SERVICES.map((service) => [`SERVICE_${service.name.toUpperCase()}_URL`, `http://127.0.0.1:${service.port + offset}`])),
    // Split mode requires the public address for e-mailed links; on one machine it is the gateway's.
    PUBLIC_URL: options.env.PUBLIC_URL ?? `http://localhost:${options.gatewayPort}`,
  };
  const children: ChildProcess[] = SPLIT_SERVICES.map((service) =>
    start(`services/${service.name}/src/main.ts`, { ...options.env, ...urls, SERVICE_PORT: String(service.port + offset) }, inherit),
  );
  await Promise.all(SPLIT_SERVICES.map((service) => waitForPort(service.port + offset)));
  children.push(start('services/gateway/src/main.ts', { ...options.env, ...urls, PORT: String(options.gatewayPort) }, inherit));
  await waitForPort(options.gatewayPort);
  return {
    gatewayPort: options.gatewayPort,
    stop: async () => {
      await Promise.all(children.map((child) => stopChild(child)));
    },
  };
}
