import fs from 'node:fs';

export default async function jestGlobalTeardown(): Promise<void> {
  const running = globalThis.canalTestPostgres;
  if (!running) return;
  await running.server.stop();
  fs.rmSync(running.dir, { recursive: true, force: true });
}
