import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Package entries resolved to their source, for the walk to go on inside them. */
const PACKAGE_SOURCES: Record<string, string> = {
  '@canal/kit/core': 'packages/kit/src/core.ts',
  '@canal/kit/router': 'packages/kit/src/router.ts',
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

/** Every package a set of entry files brings in statically, with the first file (relative to the repository) that imports each. */
export function packagesImportedFrom(entries: string[]): Map<string, string> {
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
  return packages;
}
