import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SiteRoute } from '../routes/siteRouteTable';
import { RemoteUnavailable } from './RemoteUnavailable';

type PageModule = { default: ComponentType };

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
const loads = new Map<string, Promise<PageModule>>();

function isPageModule(value: unknown): value is PageModule {
  return typeof value === 'object' && value !== null && 'default' in value && typeof (value as PageModule).default === 'function';
}

/** One load per page, shared by the early start and the lazy component; a failed one is tried again at the next visit. */
function pageModule(id: string): Promise<PageModule> {
  let load = loads.get(id);
  if (!load) {
    load = (async () => {
      try {
        const loaded = await loadRemote<unknown>(id);
        if (isPageModule(loaded)) return loaded;
      } catch (error) {
        console.warn(`[federation] ${id} indisponible`, error);
      }
      pages.delete(id);
      loads.delete(id);
      return { default: RemoteUnavailable };
    })();
    loads.set(id, load);
  }
  return load;
}

/** One lazy component per remote page, loaded on first visit; a failed load renders the French fallback. */
export function loadRemotePage(remote: string, page: string): LazyExoticComponent<ComponentType> {
  const id = `${remote}/${page}`;
  let component = pages.get(id);
  if (!component) {
    component = lazy(() => pageModule(id));
    pages.set(id, component);
  }
  return component;
}

/**
 * Starts fetching the page of the address being opened as soon as the remotes are known, while the
 * site's settings arrive and the frame renders, instead of after: one round trip less before the
 * page's content on a phone network.
 */
export function startLoadingPage(route: SiteRoute): void {
  void pageModule(`${route.remote}/${route.page}`);
}
