// Runs scripts/buildServer.ts with a plain Node require hook (swcRequire.cjs).
require('./swcRequire.cjs');
require('./buildServer.ts');
