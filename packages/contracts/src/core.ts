/** The light part of the contracts, re-exported by the root index: see ../core.ts. */
export * from './roles';
export * from './ids';
export * from './accessRules';
export * from './user';
export * from './envelope';
export * from './eventState';
export * from './eventCard';
export * from './home';
export * from './news';
export * from './staticPage';
export * from './markup';
export * from './siteSettings';
export * from './remoteRoutes';
export * from './embeddedPages';
export * from './format/parisDates';
export * from './format/epochSeconds';
export * from './format/fileSize';
export * from './endpoints/defineEndpoint';
/** The home page's and the login's calls (public service). */
export * as publicApi from './endpoints/public';
/** The home page's news carousel (public service). */
export * as newsApi from './endpoints/news';
/** The site's settings and the remotes' registry, asked at start (gateway). */
export * as gatewayApi from './endpoints/gateway';
export * from './backOfficeModules';
