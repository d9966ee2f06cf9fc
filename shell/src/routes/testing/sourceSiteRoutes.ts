import { allRemotePages } from '../../../../tools/federation/remoteRoutes';
import { siteRoutesOf, type SiteRoute } from '../siteRouteTable';

/** The site's pages as the registry would give them, read from the remotes' own routes.ts (tests of the frame). */
export async function sourceSiteRoutes(): Promise<SiteRoute[]> {
  const pages = await allRemotePages();
  return siteRoutesOf(
    Object.entries(pages).map(([name, remote]) => ({ name, entry: `/remotes/${name}/test/mf-manifest.json`, version: 'test', routes: remote.routes })),
  );
}
