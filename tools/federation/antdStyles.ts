import fs from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode } from 'postcss';

const root = path.resolve(__dirname, '../..');

/** Where the kit imports its stylesheets from: written at every build, never committed. */
export const ANTD_STYLES_FOLDER = path.join(root, 'packages/kit/generated');

/**
 * The components every page may show: those the kit's main entry exports (`packages/kit/src/ui/antd.ts`)
 * and the parts they draw with (wave, scroll-number, ribbon, skeleton, motions...). Their rules ride
 * with the kit's main entry; the others (table, pickers, select, upload...) with its forms and lists
 * parts, fetched only by the pages that use them.
 */
const FIRST_PAGE_COMPONENTS = new Set([
  'alert',
  'app',
  'avatar',
  'badge',
  'ribbon',
  'scroll',
  'breadcrumb',
  'btn',
  'wave',
  'card',
  'skeleton',
  'checkbox',
  'row',
  'col',
  'divider',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'form',
  'input',
  'menu',
  'modal',
  'progress',
  'rate',
  'result',
  'space',
  'spin',
  'switch',
  'tabs',
  'tag',
  'tooltip',
  'popover',
  'typography',
  'message',
  'notification',
  'fade',
  'move',
  'slide',
  'zoom',
]);

/** 'btn' for `.ant-btn-primary:hover`, undefined for rules of no component (links, icons, token variables). */
function componentOf(node: ChildNode): string | undefined {
  const selectors: string[] = [];
  if (node.type === 'rule') selectors.push(node.selector);
  else if (node.type === 'atrule') node.walkRules((rule) => void selectors.push(rule.selector));
  for (const selector of selectors) {
    const found = /\.ant-([a-z]+)/.exec(selector);
    if (found) return found[1];
  }
  return undefined;
}

export interface AntdStyleParts {
  firstPage: string;
  later: string;
}

/** antd's stylesheet in two: the rules of FIRST_PAGE_COMPONENTS and of no component, then all the others. */
export function splitAntdStyles(source: string): AntdStyleParts {
  const firstPage = postcss.root();
  const later = postcss.root();
  for (const node of postcss.parse(source).nodes) {
    const component = componentOf(node);
    (component === undefined || FIRST_PAGE_COMPONENTS.has(component) ? firstPage : later).append(node.clone());
  }
  return { firstPage: firstPage.toString(), later: later.toString() };
}

export const readAntdStylesheet = (): string => fs.readFileSync(path.join(root, 'node_modules/antd/dist/antd.css'), 'utf8');

/**
 * antd's zero-runtime stylesheet split in two and written for the kit. With `zeroRuntime` the browser
 * no longer computes and injects each component's styles in JavaScript (a third of the home page's
 * main-thread time on a phone), and the first page downloads the rules of the components it can
 * show, not all 70.
 */
export function writeAntdStyles(): void {
  const parts = splitAntdStyles(readAntdStylesheet());
  fs.mkdirSync(ANTD_STYLES_FOLDER, { recursive: true });
  fs.writeFileSync(path.join(ANTD_STYLES_FOLDER, 'antdFirstPage.css'), parts.firstPage);
  fs.writeFileSync(path.join(ANTD_STYLES_FOLDER, 'antdLater.css'), parts.later);
}
