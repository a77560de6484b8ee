import type { FastifyInstance } from 'fastify';
import type { AppJobs } from './app-jobs.ts';
import { LISTING_PURGE_CRON, STALE_EXPIRY_CRON } from './app-jobs.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { UploadsService } from './modules/files/upload-service.ts';
import { createLikesRepo } from './modules/likes/repo.ts';
import { likesRoutes } from './modules/likes/routes.ts';
import { createLikesService } from './modules/likes/service.ts';
import { marketRoutes } from './modules/market/routes.ts';
import type { MarketService } from './modules/market/service.ts';
import type { NotificationDelivery } from './modules/notifications/delivery.ts';
import { quotaRoutes } from './modules/quotas/routes.ts';
import { createQuotaMarksService } from './modules/quotas/service.ts';
import type { SafetyGrader } from './modules/safety-check/grader.ts';
import { createCompareRepo } from './modules/sales/compare-repo.ts';
import { saleCompareRoutes } from './modules/sales/compare-routes.ts';
import { createSaleCompareService } from './modules/sales/compare-service.ts';
import { createSaleDetailRepo } from './modules/sales/detail-repo.ts';
import { createSaleDetailService } from './modules/sales/detail-service.ts';
import { createSaleFormRepo } from './modules/sales/form-repo.ts';
import { saleFormRoutes } from './modules/sales/form-routes.ts';
import { createSaleFormService } from './modules/sales/form-service.ts';
import { createFreshnessRepo } from './modules/sales/freshness-repo.ts';
import { saleFreshnessRoutes } from './modules/sales/freshness-routes.ts';
import { createFreshnessService } from './modules/sales/freshness-service.ts';
import { createSaleManageRepo } from './modules/sales/manage-repo.ts';
import { saleManageRoutes } from './modules/sales/manage-routes.ts';
import { createSaleManageService } from './modules/sales/manage-service.ts';
import { salesRoutes } from './modules/sales/routes.ts';
import type { FileStore } from './platform/storage/files.ts';

/*
 * The listing modules of buildApp (app.ts), registered in its order: likes, quota marks, a listing's detail
 * and market data, comparison, the registration form, the broker's management and the freshness checks,
 * with the listing jobs this process works (stale-listing expiry, purge of deleted listings).
 */

export interface ListingRoutesDeps {
  db: Db;
  /** The listing detail's reads and view count (AppDeps.detailDb). */
  detailDb: Db;
  config: Config;
  jobs: AppJobs | null;
  market: MarketService;
  uploads: UploadsService;
  fileStore: FileStore;
  safetyGrader: SafetyGrader;
  delivery: NotificationDelivery;
  expireStaleListings: boolean;
  purgeDeletedListings: boolean;
}

/** Registers the listing routes; the detail service, which the web app's pages also use. */
export async function registerListingRoutes(
  app: FastifyInstance,
  {
    db,
    detailDb,
    config,
    jobs,
    market,
    uploads,
    fileStore,
    safetyGrader,
    delivery,
    expireStaleListings,
    purgeDeletedListings,
  }: ListingRoutesDeps,
) {
  await app.register(likesRoutes, { likes: createLikesService(createLikesRepo(db), market) });
  await app.register(quotaRoutes, {
    quotaMarks: createQuotaMarksService({ db, csPhone: config.csPhone }),
  });
  const saleDetail = createSaleDetailService({ repo: createSaleDetailRepo(detailDb) });
  await app.register(salesRoutes, { saleDetail });
  await app.register(marketRoutes, { market });
  await app.register(saleCompareRoutes, {
    saleCompare: createSaleCompareService({
      repo: createCompareRepo(db),
      staticTables: createSaleDetailRepo(db).staticTables,
    }),
  });
  await app.register(saleFormRoutes, {
    saleForm: createSaleFormService({ db, repo: createSaleFormRepo(db), uploads, grade: safetyGrader }),
  });
  const saleManage = createSaleManageService({
    db,
    repo: createSaleManageRepo(db),
    store: fileStore,
    log: app.log,
  });
  await app.register(saleManageRoutes, { saleManage });
  const freshness = createFreshnessService({
    db,
    repo: createFreshnessRepo(),
    kick: () => delivery.kick(),
  });
  await app.register(saleFreshnessRoutes, { freshness });
  if (jobs && expireStaleListings)
    jobs.periodic('sales.stale-expiry', STALE_EXPIRY_CRON, () => freshness.expire(new Date()));
  if (jobs && purgeDeletedListings)
    jobs.periodic('retention.listing-purge', LISTING_PURGE_CRON, () => saleManage.purgeExpired(new Date()));
  return { saleDetail };
}
