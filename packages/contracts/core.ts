/**
 * What the first page of a visit needs of the contracts (`@canal/contracts/core`): the shell's
 * start, the frame and the home page import only this, so that a phone does not build every
 * service's schemas before the home page shows. `@canal/contracts` re-exports it with the rest.
 */
export * from './src/core';
