/**
 * Rows made by the test that asserts on them, so that neither the order of the tests nor the size
 * of the demo changes what a test sees. Each factory fills what the schema requires with plain
 * values and takes the fields the test cares about.
 */
export * from './user';
export * from './theme';
export * from './event';
export * from './subscription';
export * from './chatThread';
export * from './liveContent';
export * from './liveActivity';
export * from './news';
export * from './media';
export * from './memberFootprint';
