import type { BackOfficeModuleName } from '@canal/contracts';
import type { ApiRoute } from '@canal/service-core';
import { routes as cms } from './modules/cms';
import { routes as document } from './modules/document';
import { routes as documentCollection } from './modules/documentCollection';
import { routes as documentationEntry } from './modules/documentationEntry';
import { routes as episode } from './modules/episode';
import { routes as event } from './modules/event';
import { routes as faq } from './modules/faq';
import { routes as news } from './modules/news';
import { routes as podcastShow } from './modules/podcastShow';
import { routes as podcastTheme } from './modules/podcastTheme';
import { routes as pvCase } from './modules/pvCase';
import { routes as pvProduct } from './modules/pvProduct';
import { routes as serie } from './modules/serie';
import { routes as theme } from './modules/theme';
import { routes as utm } from './modules/utm';

/**
 * The back-office modules, each one file of `modules/`, named here (the registry is this list,
 * not a folder scan: a file that is not listed does nothing, and a test says so). Its keys are
 * exactly the modules the contracts declare with their menu entries (BACK_OFFICE_MODULES): one
 * missing, or one more, does not compile.
 */
export const MODULES: Readonly<Record<BackOfficeModuleName, readonly ApiRoute[]>> = {
  event,
  news,
  faq,
  cms,
  theme,
  utm,
  serie,
  episode,
  podcastTheme,
  podcastShow,
  documentCollection,
  document,
  documentationEntry,
  pvCase,
  pvProduct,
};

/** Every route of every registered module (the gateway sends this service every /api path no other claims). */
export function moduleRoutes(): ApiRoute[] {
  return Object.values(MODULES).flat();
}
