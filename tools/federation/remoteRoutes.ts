import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { remoteRouteSchema, type RemoteRoute } from '@canal/contracts';
import { FRONTENDS } from './frontends';

const root = path.resolve(__dirname, '../..');

/** A route of `src/routes.ts`: the wire route, with its page named by its file (contracts' RemoteRouteSource). */
const sourceRouteSchema = remoteRouteSchema.extend({ page: z.string().regex(/^\.\/src\/[\w./-]+\.tsx$/) });

/** What a remote's `src/routes.ts` gives the build: the modules to expose and the routes to publish. */
export interface RemotePages {
  /** Module Federation's exposes: { './ChatPage': './src/pages/ChatPage.tsx' }. */
  exposes: Record<string, string>;
  /** The routes as the registry gives them: the page by its exposed name ('ChatPage'). */
  routes: RemoteRoute[];
}

/**
 * Reads and checks the routes a remote declares beside its pages (`{folder}/src/routes.ts`): each
 * page's file exists, two files do not share a name, a path is declared once. Each page is exposed
 * under its file's name, so a new page is one line of routes.ts.
 */
export async function readRemotePages(folder: string): Promise<RemotePages> {
  const file = path.join(folder, 'src', 'routes.ts');
  const { default: declared } = (await import(file)) as { default: unknown };
  const parsed = z.array(sourceRouteSchema).safeParse(declared);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const exposes: Record<string, string> = {};
  const paths = new Set<string>();
  const routes = parsed.data.map((route) => {
    if (!fs.existsSync(path.join(folder, route.page))) throw new Error(`${file}: ${route.path} names ${route.page}, which does not exist`);
    const name = path.basename(route.page, '.tsx');
    const exposed = exposes[`./${name}`];
    if (exposed !== undefined && exposed !== route.page) throw new Error(`${file}: two pages are named ${name} (${exposed}, ${route.page}): rename one`);
    if (paths.has(route.path)) throw new Error(`${file}: ${route.path} is declared twice`);
    paths.add(route.path);
    exposes[`./${name}`] = route.page;
    return { ...route, page: name };
  });
  return { exposes, routes };
}

/** Every remote's pages, by remote name, from the sources (tests: the shell's menus and ranking against the real routes). */
export async function allRemotePages(): Promise<Record<string, RemotePages>> {
  const remotes = FRONTENDS.filter((frontend) => frontend.name !== 'shell');
  const pages = await Promise.all(remotes.map((remote) => readRemotePages(path.join(root, remote.folder))));
  return Object.fromEntries(remotes.map((remote, index) => [remote.name, pages[index]]));
}
