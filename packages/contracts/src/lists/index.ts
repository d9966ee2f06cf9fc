export * from './listTypes';
