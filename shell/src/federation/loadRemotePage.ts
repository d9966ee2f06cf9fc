import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './RemoteUnavailable';

type PageModule = { default: ComponentType };

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function isPageModule(value: unknown): value is PageModule {
  return typeof value === 'object' && value !== null && 'default' in value && typeof (value as PageModule).default === 'function';
}

/** One lazy component per remote page, loaded on first visit; a failed load renders the French fallback. */
export function loadRemotePage(remote: string, page: string): LazyExoticComponent<ComponentType> {
  const id = `${remote}/${page}`;
  let component = pages.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        const loaded = await loadRemote<unknown>(id);
        if (isPageModule(loaded)) return loaded;
      } catch (error) {
        console.warn(`[federation] ${id} indisponible`, error);
      }
      pages.delete(id);
      return { default: RemoteUnavailable };
    });
    pages.set(id, component);
  }
  return component;
}
