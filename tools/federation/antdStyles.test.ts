import fs from 'node:fs';
import path from 'node:path';
import { readAntdStylesheet, splitAntdStyles } from './antdStyles';

const parts = splitAntdStyles(readAntdStylesheet());
/** Rules whose selector starts with the component's class (`.ant-btn-primary:hover`), not those that only mention it inside another's. */
const hasRulesOf = (css: string, component: string) => new RegExp(`(^|[{}])\\.ant-${component}[-\\s{.:,>\\[]`).test(css);

/** The names the kit's main entry re-exports from antd: `Button`, `Typography`, `message`... */
function kitMainEntryComponents(): string[] {
  const source = fs.readFileSync(path.resolve(__dirname, '../../packages/kit/src/ui/antd.ts'), 'utf8');
  const block = /export \{([^}]*)\} from 'antd';/.exec(source)?.[1] ?? '';
  return block
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Where a component's class is not its lowercased name. */
const CLASS_OF: Record<string, string> = { Button: 'btn' };

describe('antd’s stylesheet split for the first page', () => {
  it('keeps the rules of every component the kit’s main entry exports with the first page', () => {
    const components = kitMainEntryComponents();
    expect(components).toEqual(expect.arrayContaining(['Button', 'Card', 'Tabs', 'Menu', 'Modal']));
    const styled = components.map((name) => CLASS_OF[name] ?? name.toLowerCase()).filter((name) => hasRulesOf(readAntdStylesheet(), name));
    expect(styled.length).toBeGreaterThan(20);
    expect(styled.filter((name) => !hasRulesOf(parts.firstPage, name))).toEqual([]);
    expect(styled.filter((name) => hasRulesOf(parts.later, name))).toEqual([]);
  });

  it('leaves the table, the pickers, the select and the upload to the forms and lists parts', () => {
    for (const component of ['table', 'picker', 'select', 'upload', 'pagination']) {
      expect(hasRulesOf(parts.later, component)).toBe(true);
      expect(hasRulesOf(parts.firstPage, component)).toBe(false);
    }
    expect(parts.firstPage.length).toBeLessThan(parts.later.length * 1.5);
  });
});
