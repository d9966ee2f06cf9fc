import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RUN_STAGE_BUDGET_MB, RUN_STAGE_FILES, RUN_STAGE_TRIMMED } from '../../tools/build/runStage';
import { freshDir, root } from './processes';
import { judge } from './targets';

/** Bytes on disk, as `du` counts them (blocks, not lengths), of a file or a folder; `skip` leaves folders out. */
function diskBytes(target: string, skip: (folder: string) => boolean = () => false): number {
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.blocks * 512;
  if (skip(target)) return 0;
  return fs.readdirSync(target).reduce((sum, name) => sum + diskBytes(path.join(target, name), skip), stat.blocks * 512);
}

/** Whether a folder is one the build stage removes, or inside one. */
function trimmedIn(base: string): (folder: string) => boolean {
  const trimmed = RUN_STAGE_TRIMMED.map((entry) => path.join(base, entry));
  return (folder) => trimmed.some((entry) => folder === entry || folder.startsWith(entry + path.sep));
}

/**
 * The production dependencies as this checkout installed them: each package `npm ls --omit=dev`
 * lists, without its own nested node_modules (listed apart) and without what the build stage trims.
 */
function productionDependenciesHere(): number {
  const listed = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter((line) => line.startsWith(path.join(root, 'node_modules') + path.sep));
  const trimmed = trimmedIn(root);
  const skip = (folder: string) => trimmed(folder) || path.basename(folder) === 'node_modules';
  return [...new Set(listed)].filter((folder) => !trimmed(folder)).reduce((sum, folder) => sum + diskBytes(folder, skip), 0);
}

/** The production dependencies as the image installs them: `npm ci --omit=dev` in a folder of its own, trimmed as there. */
function productionDependenciesInstalled(): number {
  const dir = freshDir('canal-bench-image-');
  try {
    const manifests = execFileSync('git', ['ls-files', 'package.json', '*/package.json', 'package-lock.json'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.startsWith('tools/'));
    for (const file of manifests) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(dir, file));
    }
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'ignore' });
    for (const entry of RUN_STAGE_TRIMMED) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    return diskBytes(path.join(dir, 'node_modules'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The installed size of the image's run stage (RUN_STAGE_FILES): its production dependencies, by
 * `npm ls --omit=dev` over this checkout (seconds), or with BENCH_IMAGE_INSTALL=1 by a real
 * `npm ci --omit=dev` in a temporary folder (minutes, the network), plus the built files here.
 */
export function imageSize(): string[] {
  const installed = process.env.BENCH_IMAGE_INSTALL === '1';
  const dependencies = installed ? productionDependenciesInstalled() : productionDependenciesHere();
  const built = RUN_STAGE_FILES.filter((entry) => entry !== 'node_modules').map((entry) => [entry, diskBytes(path.join(root, entry))] as const);
  const total = dependencies + built.reduce((sum, [, bytes]) => sum + bytes, 0);
  return [
    `Image run stage, installed size (Dockerfile, stage run; dependencies ${installed ? 'by npm ci --omit=dev in a temporary folder' : 'by npm ls --omit=dev here; BENCH_IMAGE_INSTALL=1 installs them for real'}):`,
    `  node_modules (production) ${mb(dependencies)}`,
    ...built.map(([entry, bytes]) => `  ${entry.padEnd(25)} ${mb(bytes)}${bytes === 0 ? ' (not built here)' : ''}`),
    judge('image run stage, installed size', mb(total), `<= ${RUN_STAGE_BUDGET_MB} MB`, total <= RUN_STAGE_BUDGET_MB * 1024 * 1024),
  ];
}
