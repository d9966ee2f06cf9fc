export * from './formTypes';
export * from './categories';
