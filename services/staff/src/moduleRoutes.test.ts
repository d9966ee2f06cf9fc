import fs from 'node:fs';
import path from 'node:path';
import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { MODULES } from './moduleRoutes';

describe('the module registry', () => {
  it('lists every file of modules/, so that no module is written and forgotten', () => {
    const files = fs
      .readdirSync(path.join(__dirname, 'modules'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(MODULES).sort()).toEqual(files);
  });

  it('registers exactly the modules declared with their menu entries (BACK_OFFICE_MODULES), none without one, no entry without its module', () => {
    expect(Object.keys(MODULES).sort()).toEqual(Object.keys(BACK_OFFICE_MODULES).sort());
  });

  it('serves each module under the name the contracts declare it by, with its menu entry (BACK_OFFICE_MODULES)', () => {
    for (const [name, routes] of Object.entries(MODULES)) expect(routes.map((route) => `${route.method} ${route.path}`)).toContain(`get /api/${name}/list`);
  });

  it('gives each module its own paths', () => {
    const paths = Object.values(MODULES).flatMap((routes) => routes.map((route) => `${route.method} ${route.path}`));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
