/** @fastify/rate-limit's own stores, which its package ships without type declarations. */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { CountingStore } from './rate-limit-store.ts';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => CountingStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { CountingStore } from './rate-limit-store.ts';

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => CountingStore;
  export default LocalStore;
}
