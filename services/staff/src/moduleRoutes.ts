import fs from 'node:fs';
import path from 'node:path';
import type { ApiRoute } from '@canal/service-core';

const MODULES_DIR = path.join(__dirname, 'modules');

/**
 * Every file of `modules/` is one back-office module: its exported `routes` join this service
 * (and the gateway sends it every /api path no other service claims), so a module is one new file.
 */
export function moduleRoutes(): ApiRoute[] {
  return fs
    .readdirSync(MODULES_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .sort()
    .flatMap((file) => {
      // Loaded by name at start: the folder is the registry.
      const loaded = require(path.join(MODULES_DIR, file)) as { routes?: unknown };
      if (!Array.isArray(loaded.routes)) throw new Error(`services/staff/src/modules/${file} doit exporter « routes »`);
      return loaded.routes as ApiRoute[];
    });
}
