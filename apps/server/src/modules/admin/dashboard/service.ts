import type { Dashboard } from '@ansim/domain/contract';
import type { DashboardRepo } from './repo.ts';

/** The dashboard's figures (issue 17 §1), read together at `now`. */
export function createDashboardService(repo: DashboardRepo) {
  return {
    async read(now: Date = new Date()): Promise<Dashboard> {
      const [counts, newListings] = await Promise.all([repo.counts(), repo.newListingsPerDay(now)]);
      return { counts, newListings, readAt: now.toISOString() };
    },
  };
}
