/** `@canal/contracts`: the light core (`@canal/contracts/core`, what the first page needs) and every other declaration. */
export * from './core';
export * from './jobs';
export * from './services';
export * from './subscriptions';
export * from './contentPages';
export * from './registrationTexts';
export * from './forms';
export * from './lists';
export * from './validators';
export * from './live';
export * from './liveContent';
export * from './replays';
export * from './media';
export * from './endpoints';
export * from './chat';
export * from './richText';
export * from './pharmacovigilance';
