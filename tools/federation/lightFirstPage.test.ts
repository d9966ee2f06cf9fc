import { packagesImportedFrom, staticSpecifiers } from './staticImports';

/** What a first visit to the home page runs: the shell's start and frame, and the public remote's home page. */
const FIRST_PAGE_ENTRIES = ['shell/src/bootstrap.tsx', 'mfe-public/src/pages/HomePage.tsx'];

describe('the first page is drawn without antd (docs/architecture.md, "The light kit")', () => {
  const packages = packagesImportedFrom(FIRST_PAGE_ENTRIES);

  it('imports neither antd nor the kit’s main entry, which carries it', () => {
    const heavy = [...packages].filter(([name]) => name === 'antd' || name.startsWith('antd/') || name === '@canal/kit' || name.startsWith('@canal/kit/forms') || name.startsWith('@canal/kit/lists'));
    expect(heavy).toEqual([]);
  });

  it('does reach the light kit and the router, so the walk follows the imports', () => {
    expect(packages.get('react')).toBeDefined();
    expect(packages.get('@canal/contracts')).toBeDefined();
    expect(packages.get('@ant-design/icons')).toMatch(/^packages\/kit\/src\//);
  });
});

describe('staticSpecifiers', () => {
  it('reads imports and re-exports, not type-only ones, dynamic imports nor comments', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@canal/kit';",
      "export * from './c';",
      "import './style.css';",
      "// import { x } from 'antd';",
      "const later = lazy(() => import('./later'));",
    ].join('\n');
    expect(staticSpecifiers(source)).toEqual(['./a', './c', './style.css']);
  });
});
