export * from './createTestContext';
export * from './sessionFor';
export * from '../seed/demoCatalogue';
export * from './openSeededService';
export * from './startFakeSmtp';
export * from './testDatabases';
export * from './factories';
export * from './openService';
