// Runs scripts/buildFrontends.ts with a plain Node require hook (swcRequire.cjs).
require('./swcRequire.cjs');
require('./buildFrontends.ts');
