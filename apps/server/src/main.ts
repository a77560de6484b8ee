import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDb, openDetailDb, openReadDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { localMarketSets } from './modules/market/sources.ts';
import { backfillCommentDisagreements } from './modules/sales/grade-disagreement.ts';
import { connectRedis, RedisUnavailableError } from './platform/kv/redis.ts';
import { developmentSecret } from './platform/tokens/access-token.ts';

/** config → database → migrate → seed → backfill → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Before the database: a REDIS_URL that does not answer stops the start at once, naming the variable.
  const redis = config.redis ? await connectRedis(config.redis) : undefined;
  const handle = await openDb(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrate(handle);
  const report = await seed(handle.db, { demo: config.demo });
  // Listings whose comments already disagreed before the rule ran on writes get their review (decision 025).
  await backfillCommentDisagreements(handle.db);
  // From src/ and from the bundle in dist/ alike, the web build sits at apps/web/dist.
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const jwtSecret = config.jwtSecret ?? developmentSecret(config.dataDir);
  // Search reads on a replica when DATABASE_READ_URL is set (docs/scaling.md); migrations ran on the primary.
  const reads = await openReadDb(handle, config.databaseReadUrl, config.databasePoolSize);
  const details = await openDetailDb(handle, config.databaseUrl, config.databaseDetailPoolSize);
  const app = await buildApp({
    config: { ...config, webDist },
    jwtSecret,
    db: handle.db,
    readDb: reads.db,
    detailDb: details.db,
    sweepFiles: true,
    purgeConsents: true,
    purgeAuthRecords: true,
    purgeDeletedListings: true,
    deliverNotifications: true,
    expireStaleListings: true,
    matchAlerts: true,
    // The queue's test-only jobs, for the crash test that kills this process mid-job (test/jobs-crash).
    testJobs: process.env.JOBS_TEST_SLOW === '1',
    redis,
  });
  app.log.info(
    { driver: handle.driver, readReplica: reads.replica, seed: report, demo: config.demo },
    'database ready',
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await reads.close();
    await details.close();
    await handle.close();
    await redis?.quit().catch(() => redis.disconnect());
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The cards' 깡통전세 flags read the shipped sales grouped in memory (decision 032): grouping them here,
  // not on the first search, keeps half a second off the first visitor's list.
  localMarketSets();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Both name the variable to fix; a stack would only hide it.
  if (error instanceof ConfigError || error instanceof RedisUnavailableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
