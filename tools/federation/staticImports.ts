import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Package entries resolved to their source, for the walk to go on inside them. */
const PACKAGE_SOURCES: Record<string, string> = {
  '@canal/kit/core': 'packages/kit/src/core.ts',
  '@canal/kit/router': 'packages/kit/src/router.ts',
  '@canal/contracts/core': 'packages/contracts/core.ts',
};

/**
 * The module specifiers a file imports or re-exports at run time: `import(...)` is left out (fetched
 * later, apart), and so are `import type` and `export type` (erased by the build).
 */
export function staticSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/^\s*(?:import|export)\s(?!type\s)(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map((match) => match[1]);
}

function resolveSource(fromFile: string, specifier: string): string | null {
  if (PACKAGE_SOURCES[specifier]) return path.join(root, PACKAGE_SOURCES[specifier]);
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

export interface StaticImports {
  /** The source files run (relative to the repository). */
  files: string[];
  /** Every other package brought in, with the first file that imports it. */
  packages: Map<string, string>;
}

/** What a set of entry files brings in statically: the project's sources, followed, and the packages they import. */
export function staticImportsFrom(entries: string[]): StaticImports {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const next = resolveSource(file, specifier);
      if (next) queue.push(next);
      else if (!specifier.startsWith('.') && !packages.has(specifier)) packages.set(specifier, path.relative(root, file));
    }
  }
  return { files: [...seen].map((file) => path.relative(root, file)), packages };
}
