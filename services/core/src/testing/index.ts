export * from './createTestContext';
export * from './sessionFor';
export * from '../seed/demoCatalogue';
export * from './startFakeSmtp';
export * from './testDatabases';
export * from './factories';
export * from './openService';
export * from './binaryBody';
