export * from './rules';
export * from './common';
export * from './errors';
export * from './users';
export * from './shops';
export * from './companies';
export * from './health';
export * from './goods';
