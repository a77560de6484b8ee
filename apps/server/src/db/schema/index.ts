export * from './auth.ts';
export * from './common.ts';
export * from './consents.ts';
export * from './quotas.ts';
export * from './sale-details.ts';
export * from './sale-form.ts';
export * from './sales.ts';
export * from './users.ts';
