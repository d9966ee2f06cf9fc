/** For the interaction tests of the kit's screens and of the remotes' pages (never imported by a page). */
export * from './staffServiceInBrowser';
export * from './userActions';
