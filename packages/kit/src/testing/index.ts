/** For the interaction tests of the kit's screens and of the remotes' pages (never imported by a page). */
export * from './serviceInBrowser';
export * from './staffServiceInBrowser';
export * from './liveServiceInBrowser';
export * from './renderPage';
export * from './userActions';
