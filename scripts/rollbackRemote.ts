import path from 'node:path';
import { SERVICE_NAMES } from '@canal/contracts';
import { loadConfig } from '../services/core/src/config/loadConfig';
import { rollBack, RollbackRefused } from '../services/gateway/src/registry/remoteBuilds';

const root = path.resolve(__dirname, '..');

/**
 * `npm run remote:rollback -- chat`: the remote's previous build is current again (REMOTES_DIR,
 * dist/remotes by default). The gateway reads the pointer at each GET /api/remotes: browsers get it
 * at their next page load, without a restart. Running it again returns to the build just left.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !(SERVICE_NAMES as readonly string[]).includes(name)) {
    throw new RollbackRefused(`Usage : npm run remote:rollback -- <${SERVICE_NAMES.join('|')}>`);
  }
  const { remotesDir } = loadConfig(process.env, root);
  const { current, previous } = await rollBack(remotesDir, name);
  process.stdout.write(`« ${name} » : le build ${current} est de nouveau en service (au prochain chargement de page) ; ${previous} devient le précédent.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof RollbackRefused ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
