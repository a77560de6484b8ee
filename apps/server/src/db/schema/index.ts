export * from './auth.ts';
export * from './common.ts';
export * from './sale-details.ts';
export * from './sales.ts';
export * from './users.ts';
