import { firstLoadFiles, sharedNameOf, type ChunkGroupView } from './firstLoadPreloads';

const provided = (name: string, files: string[], consumes: string[] = []): ChunkGroupView => ({
  origins: [{ module: `provide shared module (default) ${name}@1.0.0 = /work/main/node_modules/${name}/index.js` }],
  chunks: [{ files, consumedShares: consumes }],
});
const consumedFallback = (name: string, files: string[]): ChunkGroupView => ({
  origins: [{ module: `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /work/main/node_modules/${name}/index.js)` }],
  chunks: [{ files, consumedShares: [] }],
});

describe('the files index.html preloads', () => {
  const graph: ChunkGroupView[] = [
    { origins: [{ request: './src/index.ts' }], chunks: [{ files: ['main.js'], consumedShares: [] }] },
    {
      origins: [{ module: 'shell/src/index.ts', request: './bootstrap' }],
      chunks: [{ files: ['bootstrap.js', 'bootstrap.css'], consumedShares: ['react', '@canal/kit'] }],
    },
    provided('react', ['react.js']),
    consumedFallback('react', ['react-fallback.js']),
    provided('@canal/kit', ['antd-core.js', 'kit.js', 'kit.css'], ['react', 'jotai']),
    provided('jotai', ['jotai.js']),
    provided('@canal/kit/forms', ['antd-pickers.js', 'forms.js'], ['react']),
    {
      origins: [{ module: 'shell/src/frame/dialogs/OptinsGate.tsx', request: '@canal/kit/forms' }],
      chunks: [{ files: ['forms-consumer.js'], consumedShares: ['@canal/kit/forms'] }],
    },
  ];

  it("are the bootstrap's chunks and the shell's own copies of every shared module they need, transitively", () => {
    expect(firstLoadFiles(graph, ['./bootstrap'])).toEqual(['antd-core.js', 'bootstrap.css', 'bootstrap.js', 'jotai.js', 'kit.css', 'kit.js', 'react.js']);
  });

  it('leave out the parts a later import asks for and the fallbacks of consumed modules', () => {
    const files = firstLoadFiles(graph, ['./bootstrap']);
    expect(files).not.toContain('forms.js');
    expect(files).not.toContain('forms-consumer.js');
    expect(files).not.toContain('react-fallback.js');
  });

  it('follow every start request: the bootstrap, and what it imports afterwards to render', () => {
    const rendering = {
      origins: [{ module: 'shell/src/bootstrap.tsx', request: './renderSite' }],
      chunks: [{ files: ['render.js'], consumedShares: ['jotai'] }],
    };
    expect(firstLoadFiles([...graph, rendering], ['./bootstrap', './renderSite'])).toEqual([
      'antd-core.js',
      'bootstrap.css',
      'bootstrap.js',
      'jotai.js',
      'kit.css',
      'kit.js',
      'react.js',
      'render.js',
    ]);
    expect(firstLoadFiles([...graph, rendering], ['./bootstrap'])).not.toContain('render.js');
  });

  it('are none when the start request is not in the build', () => {
    expect(firstLoadFiles(graph, ['./missing'])).toEqual([]);
  });

  it("read a shared module's name from Rspack's module identifiers, scoped packages included", () => {
    expect(sharedNameOf('consume shared module (default) react-dom@^19.3.1 (strict) (fallback: /x)', 'consume')).toBe('react-dom');
    expect(sharedNameOf('provide shared module (default) @canal/kit/router@1.0.0 = /x', 'provide')).toBe('@canal/kit/router');
    expect(sharedNameOf('provide shared module (default) react@19.3.1 = /x', 'consume')).toBeUndefined();
  });
});
