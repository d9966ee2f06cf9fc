import { rspack, type Configuration, type Stats } from '@rspack/core';
import { FRONTENDS } from '../tools/federation/frontends';
import { remoteConfig, shellConfig } from '../tools/federation/frontendConfig';

/** Builds the shell and the five remotes, or only those named: `npm run build -- live`. */
async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const production = process.env.NODE_ENV !== 'development';
  const chosen = FRONTENDS.filter((frontend) => wanted.length === 0 || wanted.includes(frontend.name));
  const configs: Configuration[] = chosen.map((frontend) =>
    frontend.name === 'shell' ? shellConfig({ ...frontend, production }) : remoteConfig({ ...frontend, production }),
  );
  const started = Date.now();
  const stats = await new Promise<Stats[]>((resolve, reject) => {
    rspack(configs).run((error, result) => (error || !result ? reject(error) : resolve(result.stats)));
  });
  const failed = stats.filter((stat) => stat.hasErrors());
  for (const stat of failed) process.stderr.write(`${stat.toString({ all: false, errors: true, colors: false })}\n`);
  if (failed.length > 0) process.exit(1);
  process.stdout.write(`Frontends built (${chosen.map((c) => c.name).join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

void main();
