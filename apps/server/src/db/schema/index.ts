export * from './common.ts';
export * from './users.ts';
