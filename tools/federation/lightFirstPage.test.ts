import { staticImportsFrom, staticSpecifiers } from './staticImports';

/** What a first visit to the home page runs: the shell's start, its frame (rendered by renderSite), and the public remote's home page. */
const FIRST_PAGE_ENTRIES = ['shell/src/bootstrap.tsx', 'shell/src/renderSite.tsx', 'mfe-public/src/pages/HomePage.tsx'];

/** The contracts' declarations that only other pages use: building their schemas cost a phone 260 ms at start. */
const LATER_CONTRACTS =
  /^packages\/contracts\/src\/(forms|lists|validators\/index|live|liveContent|media|replays|chat|subscriptions|contentPages|jobs|endpoints\/(staff|live|liveControl|media|chat|engines|moduleEndpoints|subscriptions|contentPages))\b/;

describe('the first page is light (docs/architecture.md, "The light kit")', () => {
  const { files, packages } = staticImportsFrom(FIRST_PAGE_ENTRIES);

  it('imports neither antd nor the kit’s main entry, which carries it', () => {
    const heavy = [...packages].filter(
      ([name]) =>
        name === 'antd' ||
        name.startsWith('antd/') ||
        name === '@canal/kit' ||
        name.startsWith('@canal/kit/forms') ||
        name.startsWith('@canal/kit/lists') ||
        name.startsWith('@canal/kit/charts') ||
        name === 'chartist',
    );
    expect(heavy).toEqual([]);
  });

  it('reads only the core of the contracts', () => {
    expect(packages.get('@canal/contracts')).toBeUndefined();
    expect(files.filter((file) => LATER_CONTRACTS.test(file))).toEqual([]);
  });

  it('does reach the light kit, the contracts’ core and the router, so the walk follows the imports', () => {
    expect(packages.get('react')).toBeDefined();
    expect(packages.get('@ant-design/icons')).toMatch(/^packages\/kit\/src\//);
    expect(files).toContain('packages/contracts/src/endpoints/public.ts');
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
