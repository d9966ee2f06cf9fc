// A plain Node require hook for the build scripts (swc, TypeScript files only).
// Not tsx: its loader rewrites JavaScript files too, and Rspack reads its own federation runtime as
// source text, so tsx's `__name` helpers would be shipped into remoteEntry.js and break the browser.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
