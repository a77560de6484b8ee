import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function createHealthRepo(db: Db) {
  return {
    /** A round trip to the database; throws when it does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
