/**
 * Moves the shared domain (accounts, events, subscriptions and reminders, UTM, static pages, the demo
 * seed, attendance, the RPPS directory, the users' subscription cache) out of services/core into its
 * own workspace package, services/domain (`@canal/domain`), so that core is the platform only (host,
 * database, HTTP, jobs, bus, uploads, engines). Run from the repository root, on a clean checkout:
 *
 *   npx tsx tools/domain/moveDomain.ts          # the move; prints what it did
 *   npx tsx tools/domain/moveDomain.ts --check  # says what it would move and whether core imports the domain; changes nothing
 *
 * Re-runnable: what is already moved stays, the rest is moved; a second run on a moved tree changes nothing.
 *
 * What it does:
 * 1. Finds the domain files from DOMAIN_PATHS (folders, or files given without extension: their tests
 *    go with them), whatever other branches added inside those folders. It stops when a file of
 *    core that stays imports one of them (core never imports the domain): invert that first.
 * 2. `git mv`s them to services/domain/src at the same relative path (their imports of each other
 *    keep working), non-TypeScript files (seed video, directory sample) included.
 * 3. Moves the lines of core's barrels (src/index.ts, src/testing/index.ts) that export moved files
 *    to the domain's barrels (src/index.ts, src/testing/index.ts), and writes services/domain's
 *    package.json and README when absent.
 * 4. Rewrites the moved files' relative imports of core into imports of `@canal/service-core` (or
 *    `@canal/service-core/testing` for core's test kit), merged into one declaration; a table of the
 *    schema becomes `const { users } = schema;` as in the services. A name core's barrel does not
 *    export yet gets its file exported by the barrel (printed).
 * 5. Splits every `import/export { ... } from '@canal/service-core'` (and `/testing`) of the
 *    repository (services, tools, scripts, bench, e2e) into core's names and the domain's names
 *    (`@canal/domain`, `@canal/domain/testing`), read from the barrels' exported names; relative
 *    imports from outside core that pointed at a moved file follow it.
 * 6. Rewrites the paths of moved files written in text (docs, READMEs, comments).
 * 7. Adds the workspace to package.json and package-lock.json and links node_modules/@canal/domain.
 *
 * It stages the moved files (git mv) and leaves the rewritten ones unstaged: commit everything as one
 * commit (`git add -A && git commit`), so that it can be dropped and the script run again.
 *
 * What it does not do (hand-made, in the commits after the move on branch h/domain, to cherry-pick after it):
 * - tools/lint/eslint.config.mjs: the boundaries of the domain (core never imports it, the browser neither);
 * - docs/architecture.md: the section "Platform and domain"; services/core/README.md.
 * - A file of core that imports a domain file (what --check lists): invert it by hand first (the
 *   domain's job declared by a service, the seed run by the gateway...), then run the script.
 * - `npm install` is not needed (the link and the lock entries are written here); run it if you prefer.
 * Then `npm run typecheck`, the tests of services/core and services/domain, `npm run build:server`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const CORE = 'services/core';
const DOMAIN = 'services/domain';
const CORE_PACKAGE = '@canal/service-core';
const DOMAIN_PACKAGE = '@canal/domain';

/** The domain, relative to services/core/src: folders, or files without extension (with their tests). */
const DOMAIN_PATHS = [
  'accounts',
  'events',
  'subscriptions',
  'reminders',
  'utm',
  'pages',
  'seed',
  'attendance',
  'directory',
  'optins',
  'rpps',
  'cache/userSubscriptions',
];

/** Core's barrels and the domain's barrel each one's moved lines go to, relative to src/. */
const BARRELS = [
  { file: 'index.ts', core: CORE_PACKAGE, domain: DOMAIN_PACKAGE, entry: '.' },
  { file: 'testing/index.ts', core: `${CORE_PACKAGE}/testing`, domain: `${DOMAIN_PACKAGE}/testing`, entry: './testing' },
];

/** Core's barrel exports the tables as one namespace (`schema`): db/schema.ts and the files of db/schema/. */
const SCHEMA = 'db/schema';
const MAX_LINE = 160;
const checkOnly = process.argv.includes('--check');
const started = Date.now();
const notes: string[] = [];

const coreSrc = path.join(ROOT, CORE, 'src');
const domainSrc = path.join(ROOT, DOMAIN, 'src');
const posix = (file: string) => file.split(path.sep).join('/');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

// ---------------------------------------------------------------------------------------------
// Files

/** The repository's files, tracked or new (not ignored), relative to the root. */
function repositoryFiles(): string[] {
  return git('ls-files', '-co', '--exclude-standard', '-z')
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)) && !/(^|\/)(node_modules|dist)\//.test(file));
}

const isScript = (file: string) => /\.(ts|tsx|mts|cts)$/.test(file) && !file.endsWith('.d.ts');

/** The domain's files still in core (relative to src/), and those already moved. */
function domainFiles(all: string[]): { toMove: string[]; moved: string[] } {
  const under = (prefix: string) =>
    all
      .filter((file) => file.startsWith(`${prefix}/`))
      .map((file) => file.slice(prefix.length + 1))
      .filter((file) => DOMAIN_PATHS.some((entry) => file === entry || file.startsWith(`${entry}/`) || file.startsWith(`${entry}.`)));
  return { toMove: under(`${CORE}/src`), moved: under(`${DOMAIN}/src`) };
}

/** A module specifier resolved like TypeScript's bundler resolution does for our sources, or null. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function relativeSpecifier(fromFile: string, target: string): string {
  let relative = posix(path.relative(path.dirname(fromFile), target))
    .replace(/\.tsx?$/, '')
    .replace(/\/index$/, '');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

// ---------------------------------------------------------------------------------------------
// Import and export declarations (the code base writes them one way: single quotes, `from` on the last line)

interface Specifier {
  name: string;
  alias: string | null;
  type: boolean;
}

interface Declaration {
  start: number;
  end: number;
  keyword: 'import' | 'export';
  typeOnly: boolean;
  /** `{ a, type B as C }`; null for `* as x`, `*`, a default import. */
  specifiers: Specifier[] | null;
  clause: string;
  from: string;
  multiline: boolean;
}

const DECLARATION = /^(import|export)(\s+type)?\s+(\{[^}]*\}|\*\s+as\s+\w+|\*|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s+'([^']+)';?/gm;

function parseSpecifiers(clause: string): Specifier[] | null {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return null;
  return braces[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(part);
      if (!match) throw new Error(`moveDomain: cannot read the specifier « ${part} »`);
      return { type: Boolean(match[1]), name: match[2], alias: match[3] ?? null };
    });
}

function declarations(text: string): Declaration[] {
  const found: Declaration[] = [];
  for (const match of text.matchAll(DECLARATION)) {
    const clause = match[3];
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      keyword: match[1] as 'import' | 'export',
      typeOnly: Boolean(match[2]),
      specifiers: parseSpecifiers(clause),
      clause,
      from: match[4],
      multiline: match[0].includes('\n'),
    });
  }
  return found;
}

const specifierText = (specifier: Specifier, typeOnly: boolean) =>
  `${specifier.type && !typeOnly ? 'type ' : ''}${specifier.name}${specifier.alias ? ` as ${specifier.alias}` : ''}`;

/** One declaration's text, on one line when it fits (and was on one line), one specifier a line otherwise. */
function declarationText(keyword: 'import' | 'export', specifiers: Specifier[], from: string, multiline: boolean): string {
  const typeOnly = specifiers.every((specifier) => specifier.type);
  const head = `${keyword}${typeOnly ? ' type' : ''}`;
  const parts = specifiers.map((specifier) => specifierText(specifier, typeOnly));
  const line = `${head} { ${parts.join(', ')} } from '${from}';`;
  if (!multiline && line.length <= MAX_LINE) return line;
  return `${head} {\n${parts.map((part) => `  ${part},`).join('\n')}\n} from '${from}';`;
}

/** Text edits applied from the end so that the offsets stay right. */
function applyEdits(text: string, edits: Array<{ start: number; end: number; text: string }>): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

// ---------------------------------------------------------------------------------------------
// The names a module exports (through `export *` chains), and whether each is a type

type Kind = 'type' | 'value';
const exportCache = new Map<string, Map<string, Kind>>();

function exportedNames(file: string, seen = new Set<string>()): Map<string, Kind> {
  const cached = exportCache.get(file);
  if (cached) return cached;
  const names = new Map<string, Kind>();
  if (seen.has(file) || !fs.existsSync(file)) return names;
  seen.add(file);
  const text = read(file);
  for (const declaration of declarations(text)) {
    if (declaration.keyword !== 'export') continue;
    const target = resolveRelative(file, declaration.from);
    const star = /^\*\s+as\s+(\w+)$/.exec(declaration.clause);
    if (star) names.set(star[1], 'value');
    else if (declaration.clause === '*') {
      if (target) for (const [name, kind] of exportedNames(target, seen)) names.set(name, kind);
    } else {
      const inTarget = target ? exportedNames(target, seen) : new Map<string, Kind>();
      for (const specifier of declaration.specifiers ?? []) {
        const kind = declaration.typeOnly || specifier.type ? 'type' : (inTarget.get(specifier.name) ?? 'value');
        names.set(specifier.alias ?? specifier.name, kind);
      }
    }
  }
  const local =
    /^export\s+(?:declare\s+)?(?:default\s+)?(const|let|var|function\*?|async\s+function\*?|abstract\s+class|class|interface|type|const\s+enum|enum|namespace)\s+([\w$]+)/gm;
  for (const match of text.matchAll(local)) names.set(match[2], /^(interface|type)$/.test(match[1]) ? 'type' : 'value');
  for (const match of text.matchAll(/^export\s+(type\s+)?\{([^}]*)\}\s*;/gm)) {
    for (const specifier of parseSpecifiers(`{${match[2]}}`) ?? []) names.set(specifier.alias ?? specifier.name, match[1] || specifier.type ? 'type' : 'value');
  }
  exportCache.set(file, names);
  return names;
}

// ---------------------------------------------------------------------------------------------
// 1. What moves, and whether core still imports it

const all = repositoryFiles();
const { toMove, moved } = domainFiles(all);
const domainSet = new Set([...toMove, ...moved]);
const inDomain = (absolute: string) => {
  const relative = posix(path.relative(coreSrc, absolute));
  return !relative.startsWith('..') && domainSet.has(relative);
};
const barrelFiles = new Set(BARRELS.map((barrel) => path.join(coreSrc, barrel.file)));

const coreImportsOfDomain: string[] = [];
for (const file of all.filter((name) => name.startsWith(`${CORE}/src/`) && isScript(name))) {
  const relative = file.slice(`${CORE}/src/`.length);
  const absolute = path.join(ROOT, file);
  if (domainSet.has(relative)) continue;
  for (const declaration of declarations(read(absolute))) {
    const target = resolveRelative(absolute, declaration.from);
    if (!target || !inDomain(target)) continue;
    if (barrelFiles.has(absolute) && declaration.keyword === 'export') continue;
    coreImportsOfDomain.push(`${file} imports ${declaration.from}`);
  }
}

console.log(`Domain files to move: ${toMove.length} (already in ${DOMAIN}: ${moved.length})`);
for (const entry of DOMAIN_PATHS) {
  const count = toMove.filter((file) => file === entry || file.startsWith(`${entry}/`) || file.startsWith(`${entry}.`)).length;
  if (count) console.log(`  ${entry}: ${count}`);
}
if (coreImportsOfDomain.length) {
  console.error(
    `Core imports the domain (invert these first: the domain registers with the platform, never the reverse):\n  ${coreImportsOfDomain.join('\n  ')}`,
  );
  process.exit(1);
}
if (checkOnly) process.exit(0);

// ---------------------------------------------------------------------------------------------
// 2-3. Barrels' lines, then the files themselves

/** The names each barrel exports before the move: a name exported by both would be split wrongly. */
function barrelNames(srcRoot: string, barrel: (typeof BARRELS)[number]): Map<string, Kind> {
  return exportedNames(path.join(srcRoot, barrel.file));
}

for (const barrel of BARRELS) {
  const coreBarrel = path.join(coreSrc, barrel.file);
  if (!fs.existsSync(coreBarrel)) continue;
  const text = read(coreBarrel);
  const lines: string[] = [];
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const declaration of declarations(text)) {
    const target = resolveRelative(coreBarrel, declaration.from);
    if (declaration.keyword !== 'export' || !target || !inDomain(target)) continue;
    const domainBarrel = path.join(domainSrc, barrel.file);
    const newTarget = path.join(domainSrc, path.relative(coreSrc, target));
    lines.push(text.slice(declaration.start, declaration.end).replace(`'${declaration.from}'`, `'${relativeSpecifier(domainBarrel, newTarget)}'`));
    const lineEnd = text[declaration.end] === '\n' ? declaration.end + 1 : declaration.end;
    edits.push({ start: declaration.start, end: lineEnd, text: '' });
  }
  if (!lines.length) continue;
  fs.writeFileSync(coreBarrel, applyEdits(text, edits));
  const domainBarrel = path.join(domainSrc, barrel.file);
  fs.mkdirSync(path.dirname(domainBarrel), { recursive: true });
  const existing = fs.existsSync(domainBarrel) ? read(domainBarrel) : '';
  const added = lines.filter((line) => !existing.split('\n').includes(line));
  fs.writeFileSync(domainBarrel, `${existing}${added.join('\n')}\n`);
  console.log(`${CORE}/src/${barrel.file}: ${lines.length} lines moved to ${DOMAIN}/src/${barrel.file}`);
}

for (const file of toMove) {
  const to = path.join(domainSrc, file);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (all.includes(`${CORE}/src/${file}`) && git('ls-files', `${CORE}/src/${file}`).trim()) git('mv', `${CORE}/src/${file}`, `${DOMAIN}/src/${file}`);
  else fs.renameSync(path.join(coreSrc, file), to);
}
// Folders left empty by the move.
for (const entry of DOMAIN_PATHS) {
  const folder = path.join(coreSrc, entry);
  if (
    fs.existsSync(folder) &&
    fs.statSync(folder).isDirectory() &&
    fs.readdirSync(folder, { recursive: true }).every((name) => fs.statSync(path.join(folder, String(name))).isDirectory())
  ) {
    fs.rmSync(folder, { recursive: true });
  }
}
exportCache.clear();

const hasTesting = fs.existsSync(path.join(domainSrc, 'testing/index.ts'));
const manifestPath = path.join(ROOT, DOMAIN, 'package.json');
const manifest = {
  name: DOMAIN_PACKAGE,
  version: '1.0.0',
  private: true,
  main: 'src/index.ts',
  types: 'src/index.ts',
  exports: { '.': './src/index.ts', ...(hasTesting ? { './testing': './src/testing/index.ts' } : {}) },
};
const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
if (!fs.existsSync(manifestPath) || read(manifestPath) !== manifestText) fs.writeFileSync(manifestPath, manifestText);
/** What each folder of the domain holds, for its README (only the folders present are listed). */
const FOLDER_NOTES: Record<string, string> = {
  accounts: 'identity fields, password reset links, e-mail changes and their nightly purge job (declared by the public service)',
  events: 'a session’s card, a changed date or a cancellation told to the subscribers, who may still join, external rooms’ origins',
  subscriptions: 'subscribing members, pending subscriptions activated with their account, the session mails and calendar invitations, the reminders',
  reminders: 'the reminders of a session',
  'cache/userSubscriptions': 'the sessions a user subscribed to, kept per process and dropped by `subscriptions.changed`',
  utm: 'the UTM code’s cookie and what it brought (visits, registrations, subscriptions)',
  pages: 'the footer pages as staff saved them in the CMS, or their built-in texts',
  seed: 'the demo data (`DEMO_SEED`), run by the gateway’s all-in-one start and the split stack’s preparation',
  attendance: 'a member’s attendance of a session, the one figure every reader shows',
  directory: 'the RPPS directory: its import and the check of a registration against it',
  rpps: 'the RPPS directory',
};
const readmePath = path.join(ROOT, DOMAIN, 'README.md');
if (!fs.existsSync(readmePath)) {
  const present = DOMAIN_PATHS.filter((entry) =>
    [...toMove, ...moved].some((file) => file === entry || file.startsWith(`${entry}/`) || file.startsWith(`${entry}.`)),
  );
  const folders = present.map((entry) => `- \`${entry}${entry.includes('/') ? '.ts' : '/'}\`: ${FOLDER_NOTES[entry] ?? ''}`).join('\n');
  fs.writeFileSync(
    readmePath,
    `# @canal/domain: what several services share about the product

The rules of Canal Pneumo that more than one service applies, over the platform of \`@canal/service-core\`:

${folders}

It imports \`@canal/service-core\` and \`@canal/contracts\`; core never imports it (tools/lint/eslint.config.mjs). A service
imports \`@canal/service-core\` for the platform and \`@canal/domain\` for these rules. The domain has no tables of its own: the
schema and its migrations stay in core (\`services/core/src/db/schema.ts\`), one database for every service. Its tests use
core's test kit (\`@canal/service-core/testing\`).

Tests: \`NODE_OPTIONS=--experimental-vm-modules npx jest --config jest.config.cjs services/domain\`.
`,
  );
}

// ---------------------------------------------------------------------------------------------
// 4. The moved files' imports of core

const coreBarrelNames = () => ({
  main: barrelNames(coreSrc, BARRELS[0]),
  testing: barrelNames(coreSrc, BARRELS[1]),
});

/** Exports `target` from core's barrel when it does not export `name` yet (the domain reads core through its barrels only). */
function ensureExported(barrelFile: string, target: string, name: string): void {
  if (exportedNames(barrelFile).has(name)) return;
  const line = `export * from '${relativeSpecifier(barrelFile, target)}';`;
  const text = read(barrelFile);
  if (!text.split('\n').includes(line)) fs.writeFileSync(barrelFile, `${text.trimEnd()}\n${line}\n`);
  exportCache.clear();
  if (!exportedNames(barrelFile).has(name)) throw new Error(`moveDomain: ${name} of ${target} cannot be exported by ${barrelFile}`);
  notes.push(`${posix(path.relative(ROOT, barrelFile))} now exports ${posix(path.relative(ROOT, target))} (the domain uses ${name})`);
}

const movedNow: string[] = [];
for (const file of [...toMove, ...moved].filter(isScript)) {
  const absolute = path.join(domainSrc, file);
  movedNow.push(absolute);
  const text = read(absolute);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const wanted = new Map<string, Specifier[]>();
  const tables: string[] = [];
  const schemaTypes: string[] = [];
  let firstStart: number | null = null;
  let lastEnd = 0;
  for (const declaration of declarations(text)) {
    lastEnd = Math.max(lastEnd, declaration.end);
    const oldPlace = declaration.from.startsWith('.') ? path.resolve(path.dirname(path.join(coreSrc, file)), declaration.from) : null;
    const target = oldPlace ? (resolveRelative(path.join(coreSrc, file), declaration.from) ?? resolveRelative(absolute, declaration.from)) : null;
    const existingCore = declaration.from === CORE_PACKAGE || declaration.from === `${CORE_PACKAGE}/testing`;
    const intoCore = target !== null && !posix(path.relative(coreSrc, target)).startsWith('..') && !resolveRelative(absolute, declaration.from);
    if (!intoCore && !existingCore) continue;
    if (!declaration.specifiers) throw new Error(`moveDomain: ${file}: only named imports of core can be rewritten (${declaration.clause})`);
    if (declaration.keyword === 'export') throw new Error(`moveDomain: ${file} re-exports core (${declaration.from}): export it from core's barrel instead`);
    const relative = target ? posix(path.relative(coreSrc, target)) : '';
    const testing = existingCore ? declaration.from.endsWith('/testing') : relative.startsWith('testing/');
    const module = testing ? `${CORE_PACKAGE}/testing` : CORE_PACKAGE;
    const list = wanted.get(module) ?? [];
    for (const specifier of declaration.specifiers) {
      const specifierTyped = { ...specifier, type: specifier.type || declaration.typeOnly };
      if (!existingCore && (relative === `${SCHEMA}.ts` || relative.startsWith(`${SCHEMA}/`))) {
        const names = coreBarrelNames().main;
        if (names.has(specifier.name) && !specifier.alias) list.push(specifierTyped);
        else if (exportedNames(target as string).get(specifier.name) === 'type') schemaTypes.push(specifier.name);
        else tables.push(specifier.alias ? `${specifier.name}: ${specifier.alias}` : specifier.name);
        continue;
      }
      if (!existingCore) ensureExported(path.join(coreSrc, testing ? 'testing/index.ts' : 'index.ts'), target as string, specifier.name);
      list.push(specifierTyped);
    }
    wanted.set(module, list);
    firstStart ??= declaration.start;
    const lineEnd = text[declaration.end] === '\n' ? declaration.end + 1 : declaration.end;
    edits.push({ start: declaration.start, end: lineEnd, text: '' });
  }
  if (!edits.length) continue;
  if (tables.length || schemaTypes.length) {
    const list = wanted.get(CORE_PACKAGE) ?? [];
    list.push({ name: 'schema', alias: null, type: tables.length === 0 });
    wanted.set(CORE_PACKAGE, list);
  }
  const merged = [...wanted.entries()].map(([module, specifiers]) => {
    const unique = new Map<string, Specifier>();
    for (const specifier of specifiers) {
      const key = `${specifier.name} ${specifier.alias ?? ''}`;
      const known = unique.get(key);
      unique.set(key, known ? { ...known, type: known.type && specifier.type } : specifier);
    }
    const sorted = [...unique.values()].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    return declarationText('import', sorted, module, false);
  });
  edits.push({ start: firstStart as number, end: firstStart as number, text: `${merged.join('\n')}\n` });
  const locals = [
    ...(tables.length ? [`const { ${[...new Set(tables)].join(', ')} } = schema;`] : []),
    ...[...new Set(schemaTypes)].map((name) => `type ${name} = schema.${name};`),
  ];
  if (locals.length) {
    const after = text.indexOf('\n', lastEnd - 1) + 1 || text.length;
    edits.push({ start: after, end: after, text: `\n${locals.join('\n')}\n` });
  }
  fs.writeFileSync(absolute, applyEdits(text, edits));
}

// ---------------------------------------------------------------------------------------------
// 5. Every import of core's barrels, split between core and the domain

const domainNames = {
  [CORE_PACKAGE]: exportedNames(path.join(domainSrc, 'index.ts')),
  [`${CORE_PACKAGE}/testing`]: exportedNames(path.join(domainSrc, 'testing/index.ts')),
};
const domainModuleOf: Record<string, string> = { [CORE_PACKAGE]: DOMAIN_PACKAGE, [`${CORE_PACKAGE}/testing`]: `${DOMAIN_PACKAGE}/testing` };
const remainingCore = coreBarrelNames();
for (const [name] of domainNames[CORE_PACKAGE])
  if (remainingCore.main.has(name)) throw new Error(`moveDomain: ${name} is exported by both core and the domain`);

let splitFiles = 0;
let followed = 0;
const movedAbsolute = new Set(movedNow);
for (const file of all.filter(isScript)) {
  const absolute = path.join(ROOT, file);
  if (!fs.existsSync(absolute) || movedAbsolute.has(absolute) || file.startsWith(`${DOMAIN}/`)) continue;
  const text = read(absolute);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const declaration of declarations(text)) {
    const domainOf = domainNames[declaration.from as keyof typeof domainNames];
    if (domainOf) {
      if (!declaration.specifiers) {
        notes.push(`${file}: « ${declaration.clause} from '${declaration.from}' » left as it is: split it by hand`);
        continue;
      }
      const toDomain = declaration.specifiers.filter((specifier) => domainOf.has(specifier.name));
      if (!toDomain.length) continue;
      const toCore = declaration.specifiers.filter((specifier) => !domainOf.has(specifier.name));
      const typed = (list: Specifier[]) => list.map((specifier) => ({ ...specifier, type: specifier.type || declaration.typeOnly }));
      const domainModule = domainModuleOf[declaration.from];
      const parts = [
        ...(toCore.length ? [declarationText(declaration.keyword, typed(toCore), declaration.from, declaration.multiline)] : []),
        declarationText(declaration.keyword, typed(toDomain), domainModule, declaration.multiline),
      ];
      edits.push({ start: declaration.start, end: declaration.end, text: parts.join('\n') });
      continue;
    }
    // Outside core, a relative import of a moved file follows it.
    if (!file.startsWith(`${CORE}/`) && declaration.from.startsWith('.')) {
      const oldTarget = resolveRelative(absolute, declaration.from);
      if (oldTarget) continue;
      for (const relativeMoved of toMove) {
        const stem = relativeMoved.replace(/\.tsx?$/, '').replace(/\/index$/, '');
        const oldPath = path.join(coreSrc, stem);
        if (path.resolve(path.dirname(absolute), declaration.from) !== oldPath) continue;
        const newSpecifier = relativeSpecifier(absolute, path.join(domainSrc, relativeMoved));
        const quoted = text.indexOf(`'${declaration.from}'`, declaration.start);
        edits.push({ start: quoted, end: quoted + declaration.from.length + 2, text: `'${newSpecifier}'` });
        followed += 1;
        break;
      }
    }
  }
  if (!edits.length) continue;
  fs.writeFileSync(absolute, applyEdits(text, edits));
  splitFiles += 1;
}
// `const { a } = await import('@canal/service-core')`: to the domain when every name is the domain's.
const DYNAMIC = /const\s*\{([^}]*)\}\s*=\s*await\s+import\('(@canal\/service-core(?:\/testing)?)'\)/g;
for (const file of all.filter(isScript)) {
  const absolute = path.join(ROOT, file);
  if (!fs.existsSync(absolute) || file.startsWith(`${DOMAIN}/`)) continue;
  const text = read(absolute);
  const next = text.replace(DYNAMIC, (whole, names: string, module: string) => {
    const domainOf = domainNames[module as keyof typeof domainNames];
    const wanted = names
      .split(',')
      .map((name) => name.trim().split(':')[0]?.trim() ?? '')
      .filter(Boolean);
    if (!wanted.every((name) => domainOf.has(name))) {
      if (wanted.some((name) => domainOf.has(name))) notes.push(`${file}: « ${whole} » mixes core and the domain: split it by hand`);
      return whole;
    }
    return whole.replace(`'${module}'`, `'${domainModuleOf[module]}'`);
  });
  if (next !== text) fs.writeFileSync(absolute, next);
  if (/jest\.(requireActual|mock)\(\s*'@canal\/service-core/.test(next))
    notes.push(`${file}: jest.mock or requireActual of core: check which package it needs`);
}

// ---------------------------------------------------------------------------------------------
// 6. Paths written in text

const movedPrefixes = DOMAIN_PATHS.filter((entry) =>
  [...toMove, ...moved].some((file) => file === entry || file.startsWith(`${entry}/`) || file.startsWith(`${entry}.`)),
);
const pathPattern = new RegExp(`${CORE}/src/(${movedPrefixes.map((entry) => entry.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?![\\w-])`, 'g');
let textFiles = 0;
const self = posix(path.relative(ROOT, __filename));
for (const file of repositoryFiles()) {
  if (file === self || /(^|\/)(package-lock\.json|migrations\/)/.test(file) || !/\.(ts|tsx|md|json|cjs|mjs|js|yml|yaml|sh|txt)$/.test(file)) continue;
  if (!movedPrefixes.length) break;
  const absolute = path.join(ROOT, file);
  const text = read(absolute);
  const next = text.replace(pathPattern, `${DOMAIN}/src/$1`);
  if (next !== text) {
    fs.writeFileSync(absolute, next);
    textFiles += 1;
  }
}

// ---------------------------------------------------------------------------------------------
// 7. The workspace: package.json, package-lock.json, node_modules/@canal/domain

const rootManifestPath = path.join(ROOT, 'package.json');
const rootManifestText = read(rootManifestPath);
if (!rootManifestText.includes(`"${DOMAIN}"`)) {
  fs.writeFileSync(rootManifestPath, rootManifestText.replace(/^(\s*)"services\/core",\n/m, `$1"${CORE}",\n$1"${DOMAIN}",\n`));
  if (!read(rootManifestPath).includes(`"${DOMAIN}"`))
    throw new Error('moveDomain: package.json has no "services/core" workspace line to add the domain after');
}
const lockPath = path.join(ROOT, 'package-lock.json');
if (fs.existsSync(lockPath)) {
  const lock = JSON.parse(read(lockPath)) as { packages: Record<string, Record<string, unknown>> };
  const rootEntry = lock.packages[''] as { workspaces?: string[] };
  if (rootEntry.workspaces && !rootEntry.workspaces.includes(DOMAIN)) rootEntry.workspaces.splice(rootEntry.workspaces.indexOf(CORE) + 1, 0, DOMAIN);
  const entries = Object.entries(lock.packages).filter(([key]) => key !== `node_modules/${DOMAIN_PACKAGE}` && key !== DOMAIN);
  entries.push([`node_modules/${DOMAIN_PACKAGE}`, { resolved: DOMAIN, link: true }], [DOMAIN, { name: DOMAIN_PACKAGE, version: '1.0.0' }]);
  const [rootPackage, ...rest] = entries;
  // npm's own order, so that a later `npm install` leaves the file as it is.
  rest.sort(([a], [b]) => a.localeCompare(b, 'en'));
  lock.packages = Object.fromEntries([rootPackage, ...rest]);
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
const link = path.join(ROOT, 'node_modules', DOMAIN_PACKAGE);
if (fs.existsSync(path.dirname(link))) {
  // A link left by an earlier run whose commit was dropped may dangle: made again.
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(link), path.join(ROOT, DOMAIN)), link, 'dir');
}

git('add', '-A', '--', CORE, DOMAIN, 'package.json', 'package-lock.json');

console.log(
  `Moved ${toMove.length} files; imports split in ${splitFiles} files (${followed} relative imports followed); paths rewritten in ${textFiles} text files`,
);
for (const note of notes) console.log(`note: ${note}`);
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Next: npm run typecheck, then the tests of ${CORE} and ${DOMAIN}.`);
