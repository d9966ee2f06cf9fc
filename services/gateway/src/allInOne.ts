// First: the libraries loaded below keep no source map (services/core/src/host/ownSourceMaps.ts).
import '@canal/service-core/ownSourceMaps';
import { createReadStream } from 'node:fs';
import { ConfigError, loadConfig, startHost, stopOnSignals, uploadStorageOf } from '@canal/service-core';
import { externalRoomOriginsSource, importDirectory, placeDemoSessions, SAMPLE_DIRECTORY_FILE, seedDemo } from '@canal/domain';
import { createGateway } from './createGateway';
import { ALL_SERVICES } from './routing/allServices';
import { buildRouteTable } from './routing/routeTable';
import { GATEWAY_ROUTES } from './operations/gatewayRoutes';
import { startBanner } from './startBanner';

/** `npm start`: one process hosting the five services behind the gateway, over the embedded PostgreSQL. */
async function main(): Promise<void> {
  const config = loadConfig();
  const table = buildRouteTable(ALL_SERVICES);
  const host = await startHost({
    services: ALL_SERVICES,
    port: config.PORT,
    host: config.HOST,
    async prepare(ctx) {
      if (!ctx.config.DEMO_SEED) return;
      const seeded = await seedDemo(ctx.db, ctx.now(), uploadStorageOf(ctx));
      // The demo's RPPS directory: the sample extraction, so that its doctors are verified at registration.
      if (seeded) await importDirectory(ctx, createReadStream(SAMPLE_DIRECTORY_FILE), { bytes: 0, lines: 0 });
      if (!ctx.config.DATABASE_URL || seeded) await placeDemoSessions(ctx.db, ctx.now());
    },
    frontDoorRoutes: GATEWAY_ROUTES,
    frontDoor: (apps, ctx) =>
      createGateway(ctx.config, ctx.logger, { kind: 'in-process', table, apps }, { formOrigins: externalRoomOriginsSource(ctx.db, ctx.bus) }),
  });
  stopOnSignals(host);
  process.stdout.write(`${startBanner(config)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
