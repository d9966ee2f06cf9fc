import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transformFile, version as swcVersion, type Options } from '@swc/core';

const repositoryRoot = path.resolve(__dirname, '../..');

/** Where the compiled server lives: the same layout as the sources, `.ts` files as `.js` beside their maps. */
const distOf = (root: string) => path.join(root, 'dist', 'server');
const STAMP = '.sources.sha256';

/**
 * The workspace packages that run on the server: the contracts and every folder of services/.
 * Each is compiled whole (its tests left out) and keeps its other files (migrations, seed assets).
 */
export function serverPackages(root = repositoryRoot): string[] {
  const services = fs
    .readdirSync(path.join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'services', entry.name, 'package.json')))
    .map((entry) => `services/${entry.name}`);
  return ['packages/contracts', ...services];
}

/** `services/gateway/src/allInOne.ts` -> the absolute path of its compiled file, for `node`. */
export function compiledPath(source: string, root = repositoryRoot): string {
  return path.join(distOf(root), source.replace(/\.tsx?$/, '.js'));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isSource = (file: string) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** Every file of a package (relative to the repository), without node_modules, dist, tests and type declarations. */
function packageFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(child);
      } else if (!isTest(child) && !child.endsWith('.d.ts')) {
        found.push(child);
      }
    }
  };
  walk(folder);
  return found.sort();
}

/**
 * A digest of what the build reads: the name, size and modification time of every file of the
 * server packages, this file, the compiler's version. Stat calls only: checking takes milliseconds.
 */
function sourcesDigest(root: string, files: string[]): string {
  const hash = crypto.createHash('sha256');
  hash.update(`swc ${swcVersion}\n${fs.readFileSync(__filename, 'utf8')}\n`);
  for (const file of files) {
    const stat = fs.statSync(path.join(root, file));
    hash.update(`${file} ${stat.size} ${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The same transform as Jest's (jest.config.cjs), so that what ships is what the tests ran, plus source maps. */
function swcOptions(root: string, file: string, output: string): Options {
  return {
    filename: file,
    swcrc: false,
    configFile: false,
    sourceMaps: true,
    // Stack traces name the TypeScript file, relative to the compiled one (node --enable-source-maps).
    sourceFileName: path.relative(path.dirname(output), path.join(root, file)),
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  };
}

/** The package's own package.json with its entry points moved from `.ts` to `.js`. */
function compiledManifest(root: string, folder: string): string {
  const text = fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8');
  return text.replace(/("\.\/[^"]*|"src\/[^"]*)\.tsx?"/g, '$1.js"');
}

/** A hard link when the file system allows it (seed videos are megabytes), a copy otherwise. */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

async function compileInto(root: string, target: string, packages: string[]): Promise<number> {
  let compiled = 0;
  const names: Array<{ name: string; folder: string }> = [];
  for (const folder of packages) {
    const files = packageFiles(root, folder);
    await Promise.all(
      files.map(async (file) => {
        const output = path.join(target, isSource(file) ? file.replace(/\.tsx?$/, '.js') : file);
        fs.mkdirSync(path.dirname(output), { recursive: true });
        if (file.endsWith('package.json') && path.dirname(file) === folder) {
          fs.writeFileSync(output, compiledManifest(root, folder));
        } else if (isSource(file)) {
          const { code, map } = await transformFile(path.join(root, file), swcOptions(root, file, output));
          fs.writeFileSync(output, `${code}\n//# sourceMappingURL=${path.basename(output)}.map\n`);
          if (map) fs.writeFileSync(`${output}.map`, map);
          compiled += 1;
        } else {
          linkOrCopy(path.join(root, file), output);
        }
      }),
    );
    const { name } = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string };
    names.push({ name, folder });
  }
  // `require('@canal/service-core')` from a compiled file finds dist/server/node_modules first: the
  // compiled package, not the sources the root node_modules link to. Everything else resolves from there.
  for (const { name, folder } of names) {
    const link = path.join(target, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.relative(path.dirname(link), path.join(target, folder)), link, 'dir');
  }
  return compiled;
}

const readStamp = (stamp: string) => (fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : null);

export interface ServerBuild {
  /** False when the compiled files were already those of the current sources. */
  built: boolean;
  files: number;
  ms: number;
}

/**
 * Compiles the server packages to dist/server with swc, unless the stamp says the sources have not
 * changed since the last build. The new build is written beside the old one and swapped in whole.
 */
export async function buildServer(root = repositoryRoot): Promise<ServerBuild> {
  const started = Date.now();
  const dist = distOf(root);
  const packages = serverPackages(root);
  const files = packages.flatMap((folder) => packageFiles(root, folder));
  const digest = sourcesDigest(root, files);
  const stamp = path.join(dist, STAMP);
  if (readStamp(stamp) === digest) return { built: false, files: 0, ms: Date.now() - started };
  const unique = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const next = `${dist}.next-${unique}`;
  const old = `${dist}.old-${unique}`;
  fs.rmSync(next, { recursive: true, force: true });
  const compiled = await compileInto(root, next, packages);
  fs.writeFileSync(path.join(next, STAMP), digest);
  try {
    fs.renameSync(dist, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    fs.renameSync(next, dist);
  } catch (error) {
    // Another process (the split tests build in parallel) put the same sources' build in place first.
    if (readStamp(stamp) !== digest) throw error;
    fs.rmSync(next, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
  return { built: true, files: compiled, ms: Date.now() - started };
}
