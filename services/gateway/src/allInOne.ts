import http from 'node:http';
import { ConfigError, createContext, DEMO_ACCOUNTS, DEMO_PASSWORD, placeDemoSessions, seedDemo } from '@canal/service-core';
import { createServiceApps } from './createServiceApps';
import { createGateway } from './createGateway';

/** `npm start`: one process, the five services in-process behind the gateway, the embedded database. */
async function main(): Promise<void> {
  const { ctx } = await createContext();
  if (ctx.config.DEMO_SEED) {
    const seeded = await seedDemo(ctx.db, ctx.now());
    if (!ctx.config.DATABASE_URL || seeded) await placeDemoSessions(ctx.db, ctx.now());
  }
  const { app } = createGateway(ctx.config, ctx.logger, { kind: 'in-process', apps: createServiceApps(ctx) });
  const server = http.createServer(app);
  server.listen(ctx.config.PORT, ctx.config.HOST, () => {
    const lines = [
      '',
      `Canal Pneumo est prêt : http://localhost:${ctx.config.PORT}`,
      '',
      `Comptes de démonstration (mot de passe commun : ${DEMO_PASSWORD}) :`,
      ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(32)} ${account.what}`),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
