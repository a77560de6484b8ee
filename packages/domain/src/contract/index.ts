export * from './auth.ts';
export * from './common.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './primitives.ts';
export * from './routes.ts';
export * from './search.ts';
export * from './users.ts';
