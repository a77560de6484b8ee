import { Redis } from 'ioredis';
import type { RedisConfig } from '../../config.ts';

/** Redis did not answer at start-up: the process stops with this message instead of counting nothing. */
export class RedisUnavailableError extends Error {}

/** The URL as it may be logged: a password in it is replaced. */
export const redactedUrl = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

/** How long one Redis command may take before the request that needed it answers 503. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * Connects to REDIS_URL and checks it answers (PING) before the server listens. The client never queues a
 * command while it is disconnected and gives up on one after a second, so a Redis that is down or hung
 * costs a request a quick 503 (platform/kv/rate-limit-store.ts) rather than a hang; it keeps reconnecting
 * meanwhile. Every key starts with the deployment's prefix.
 */
export async function connectRedis(
  { url, keyPrefix }: RedisConfig,
  { connectTimeoutMs = 5_000 }: { connectTimeoutMs?: number } = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: connectTimeoutMs,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Failures surface on the commands that meet them; without a listener ioredis would print each retry.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const cause = error instanceof Error ? error.message : String(error);
    throw new RedisUnavailableError(
      `REDIS_URL: Redis at ${redactedUrl(url)} did not answer (${cause}). Start Redis, or unset REDIS_URL to keep the limits in memory (one process only).`,
    );
  }
  return redis;
}
