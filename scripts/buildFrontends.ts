import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { FRONTENDS } from '../tools/federation/frontends';
import { remoteConfig, shellConfig } from '../tools/federation/frontendConfig';
import { precompressFolder } from '../services/gateway/src/static/precompression';
import { writeAntdStyles } from '../tools/federation/antdStyles';

const root = path.resolve(__dirname, '..');

/** Builds the shell and the five remotes, or only those named: `npm run build -- live`. */
async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const production = process.env.NODE_ENV !== 'development';
  const chosen = FRONTENDS.filter((frontend) => wanted.length === 0 || wanted.includes(frontend.name));
  const configs: Configuration[] = chosen.map((frontend) =>
    frontend.name === 'shell' ? shellConfig({ ...frontend, production }) : remoteConfig({ ...frontend, production }),
  );
  const started = Date.now();
  writeAntdStyles();
  const stats = await new Promise<Stats[]>((resolve, reject) => {
    rspack(configs).run((error, result) => (error || !result ? reject(error) : resolve(result.stats)));
  });
  const failed = stats.filter((stat) => stat.hasErrors());
  for (const stat of failed) process.stderr.write(`${stat.toString({ all: false, errors: true, colors: false })}\n`);
  if (failed.length > 0) process.exit(1);
  const built = Date.now();
  // Compressed once here, served as they are by the gateway: no brotli 11 on every request.
  const compressed = await Promise.all(chosen.map((frontend) => precompressFolder(path.join(root, frontend.folder, 'dist'))));
  const raw = compressed.reduce((sum, folder) => sum + folder.rawBytes, 0);
  const br = compressed.reduce((sum, folder) => sum + folder.brBytes, 0);
  const files = compressed.reduce((sum, folder) => sum + folder.files, 0);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  process.stdout.write(
    `Frontends built (${chosen.map((c) => c.name).join(', ')}) in ${seconds(started, built)} s; ` +
      `${files} files precompressed (.br ${(br / 1024).toFixed(0)} KB of ${(raw / 1024).toFixed(0)} KB, and .gz) in ${seconds(built, Date.now())} s\n`,
  );
}

void main();
