import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors.ts';

export interface CountedWindow {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window closes. */
  ttl: number;
}

type Done = (error: Error | null, result?: CountedWindow) => void;

/** The store contract of @fastify/rate-limit 11 (its type declaration omits `read`). */
export interface CountingStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  /** The window's state without counting (the plugin's `{ increment: false }`). */
  read(key: string, done: Done, timeWindow: number, max: number): void;
  /** A store of its own for one route or limiter, given the plugin's merged options for it. */
  child(routeOptions: object): CountingStore;
}

/** What the plugin hands a store's constructor and `child`: the merged limiter options. */
interface LimiterOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** Whether the plugin made these options for a route (rather than for a createRateLimit limiter). */
const hasRoute = (options: object): boolean =>
  'routeInfo' in options &&
  typeof options.routeInfo === 'object' &&
  options.routeInfo !== null &&
  'url' in options.routeInfo &&
  typeof options.routeInfo.url === 'string';

/** Every rate-limit key in Redis starts with this, after the deployment's REDIS_KEY_PREFIX. */
const NAMESPACE = 'rl:';

/**
 * One of the plugin's own stores with two changes:
 * - A failure (Redis down or hung) becomes a 503 envelope (UNAVAILABLE) and the cause goes to the log. We
 *   fail closed: a limited call (sign-in, SMS, sign-up …) is refused while its limit cannot be counted;
 *   calls without a limit go on working.
 * - The count is copied when it is reported. The memory store hands every caller its one live record, and
 *   the plugin reads it only after an await: 40 calls in one tick against a limit of 10 all read 40 and were
 *   all refused (test/kv-stores.test.ts). The Redis store, whose script does INCR and PEXPIRE at once,
 *   reports each call's own count already.
 *
 * Route limits are kept apart by method and path. Limiters made with `createRateLimit` share one space,
 * so their key generators must name the limiter (`voice-comment:<userNo>`, not a bare user number).
 */
class GuardedStore implements CountingStore {
  constructor(
    private readonly inner: CountingStore,
    private readonly onFailure: (error: Error) => void,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.inner.incr(key, this.guard(done), timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number): void {
    this.inner.read(key, this.guard(done), timeWindow, max);
  }

  child(routeOptions: object): CountingStore {
    // A createRateLimit limiter has no route: the Redis store would name its keys `undefinedundefined-…`.
    const named = hasRoute(routeOptions)
      ? routeOptions
      : { ...routeOptions, routeInfo: { method: '', url: 'limiter' } };
    return new GuardedStore(this.inner.child(named), this.onFailure);
  }

  private guard(done: Done): Done {
    return (error, result) => {
      if (!error) return done(null, result && { current: result.current, ttl: result.ttl });
      this.onFailure(error);
      done(new AppError('UNAVAILABLE'));
    };
  }
}

/**
 * @fastify/rate-limit's options: counts in Redis when a client is given (shared by every process on it),
 * else in this process's memory.
 */
export function rateLimitOptions(
  redis: Redis | null,
  onFailure: (error: Error) => void,
): RateLimitPluginOptions {
  if (!redis) {
    class MemoryStore extends GuardedStore {
      constructor(options: LimiterOptions) {
        super(
          new LocalStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false),
          onFailure,
        );
      }
    }
    return { global: false, store: MemoryStore };
  }
  const client = redis;
  class SharedStore extends GuardedStore {
    constructor(options: LimiterOptions) {
      super(
        new RedisStore(
          options.continueExceeding ?? false,
          options.exponentialBackoff ?? false,
          client,
          NAMESPACE,
        ),
        onFailure,
      );
    }
  }
  return { global: false, store: SharedStore };
}
