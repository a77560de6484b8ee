import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from './queue.ts';

/**
 * Jobs that exist only for the queue's own tests (JOBS_TEST_SLOW=1): they record into `jobs_test_marks`,
 * a table the test creates, so that a test can count how many runs finished. Never on in production.
 */
export const TEST_JOBS_TABLE = 'jobs_test_marks';

export function defineTestJobs(queue: JobQueue, db: Db, { expireInSeconds = 4 } = {}): void {
  const mark = (marker: string, retryCount: number) =>
    db.execute(
      sql`insert into ${sql.identifier(TEST_JOBS_TABLE)} (marker, retry_count) values (${marker}, ${retryCount})`,
    );
  queue.define(
    'test.slow',
    async ({ marker, sleepMs }, { retryCount }) => {
      await new Promise((resolve) => setTimeout(resolve, sleepMs));
      await mark(marker, retryCount);
      return { marker };
    },
    // Short expiry so that a job whose process was killed comes back within seconds.
    { policy: 'standard', retryLimit: 3, retryDelay: 1, retryBackoff: false, expireInSeconds },
  );
  queue.define(
    'test.flaky',
    async ({ marker, failures }, { retryCount }) => {
      if (retryCount < failures) throw new Error(`test.flaky: try ${retryCount + 1} fails on purpose`);
      await mark(marker, retryCount);
      return { marker };
    },
    { policy: 'standard', retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 },
  );
}
