export * from './roles';
export * from './accessRules';
export * from './jobs';
export * from './user';
export * from './envelope';
export * from './services';
export * from './eventState';
export * from './eventCard';
