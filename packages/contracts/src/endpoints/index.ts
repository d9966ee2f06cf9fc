export * from './defineEndpoint';
/** The endpoints of each service, by service: `publicApi.home`, `liveApi.access`... */
export * as publicApi from './public';
