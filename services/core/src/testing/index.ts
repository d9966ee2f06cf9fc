export * from './createTestContext';
export * from './sessionFor';
