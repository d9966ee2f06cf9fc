import { buildServer } from '../tools/build/serverBuild';

/** `npm run build:server`: the server packages compiled to dist/server, or nothing when they are up to date. */
buildServer().then(
  (build) => {
    if (build.built) process.stdout.write(`Server compiled (${build.files} files, dist/server) in ${(build.ms / 1000).toFixed(1)} s\n`);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
