import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAccountServices } from './app-accounts.ts';
import { sendAlertMatchAfterWrites } from './app-alert-sends.ts';
import type { AppDeps } from './app-deps.ts';
import { registerFrameworkPlugins } from './app-framework-plugins.ts';
import {
  ALERTS_DIGEST_CRON,
  ALERTS_MATCH_CRON,
  AUTH_PURGE_CRON,
  CONSENT_PURGE_CRON,
  createAppJobs,
  FILE_SWEEP_CRON,
  NOTIFICATION_DRAIN_CRON,
} from './app-jobs.ts';
import { registerListingRoutes } from './app-listing-routes.ts';
import { answerNotFoundWithEnvelope, createServer } from './app-server.ts';
import { AppError } from './errors.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAlertsRepo } from './modules/alerts/repo.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { createAlertsService } from './modules/alerts/service.ts';
import { createAppContentRepo } from './modules/app-content/repo.ts';
import { appContentRoutes } from './modules/app-content/routes.ts';
import { createAppContentService } from './modules/app-content/service.ts';
import { purgeSignInRecords } from './modules/auth/retention.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { socialRoutes } from './modules/auth/social-routes.ts';
import { createBoardsRepo } from './modules/boards/repo.ts';
import { boardRoutes } from './modules/boards/routes.ts';
import { createBoardsService } from './modules/boards/service.ts';
import { createRegionLookup } from './modules/common/region-lookup.ts';
import { createCommonRepo } from './modules/common/repo.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { createCommonService } from './modules/common/service.ts';
import { createConsentsRepo } from './modules/consents/repo.ts';
import { purgeExpiredConsents } from './modules/consents/retention.ts';
import { consentsRoutes } from './modules/consents/routes.ts';
import { createConsentsService } from './modules/consents/service.ts';
import { createFilesRepo } from './modules/files/repo.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { createFilesService } from './modules/files/service.ts';
import { createUploadsRepo } from './modules/files/upload-repo.ts';
import { uploadRoutes } from './modules/files/upload-routes.ts';
import { createUploadsService } from './modules/files/upload-service.ts';
import { createHealthRepo } from './modules/health/repo.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imagesRoutes } from './modules/images/routes.ts';
import { createImagesService } from './modules/images/service.ts';
import { createInquiriesRepo } from './modules/inquiries/repo.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { createInquiriesService } from './modules/inquiries/service.ts';
import { lawyerRoutes } from './modules/lawyer/routes.ts';
import { createLawyerService } from './modules/lawyer/service.ts';
import { createMarketService } from './modules/market/service.ts';
import { createNotificationDelivery } from './modules/notifications/delivery.ts';
import { createPushRepo } from './modules/notifications/push-repo.ts';
import { createNotificationsRepo } from './modules/notifications/repo.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { openDataRoutes } from './modules/opendata/routes.ts';
import { createOpenDataService } from './modules/opendata/service.ts';
import { createSafetyGrader } from './modules/safety-check/grader.ts';
import { safetyCheckRoutes } from './modules/safety-check/routes.ts';
import { createSafetyCheckService } from './modules/safety-check/service.ts';
import { createSalesRepo } from './modules/sales/repo.ts';
import { createSalesService } from './modules/sales/service.ts';
import { createSearchRepo } from './modules/search/repo.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSeoRepo } from './modules/seo/repo.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { createSeoService } from './modules/seo/service.ts';
import { createShareRepo } from './modules/share/repo.ts';
import { shareRoutes } from './modules/share/routes.ts';
import { createShareService } from './modules/share/service.ts';
import { createSmsRepo } from './modules/sms/repo.ts';
import { smsRoutes } from './modules/sms/routes.ts';
import { createSmsService } from './modules/sms/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { voicesRoutes } from './modules/voices/routes.ts';
import { createVoicesService } from './modules/voices/service.ts';
import { inProcessRenderer, sharedRenderProcess } from './platform/images/render-process.ts';
import { defineTestJobs } from './platform/jobs/test-jobs.ts';
import { pushSendersFrom } from './platform/push/index.ts';
import { outboxSender, solapiSender } from './platform/sms/sender.ts';
import { diskFileStore } from './platform/storage/files.ts';
import { s3FileStore } from './platform/storage/s3-files.ts';
import { sweepUnreferencedFiles } from './platform/storage/sweeper.ts';
import { createPurposeTickets } from './platform/tokens/access-token.ts';
import { registerAccessGuard } from './plugins/access-guard.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { APP_VERSION } from './version.ts';

export type { AppDeps } from './app-deps.ts';

// Zod's own messages (type errors, missing fields) in Korean, like ours.
z.config(z.locales.ko());

/**
 * Plugins in layers: framework and security, then documentation, then the API modules, then the web app.
 * Its parts beside it: app-server.ts (the instance, and the envelope for what reaches no route),
 * app-framework-plugins.ts, app-accounts.ts, app-jobs.ts (the queue and its crons), app-listing-routes.ts
 * and app-alert-sends.ts; what it is given: app-deps.ts.
 */
export async function buildApp({
  config,
  jwtSecret,
  db,
  sweepFiles = false,
  purgeConsents = false,
  purgeAuthRecords = false,
  purgeDeletedListings = false,
  deliverNotifications = false,
  expireStaleListings = false,
  matchAlerts = false,
  testJobs = false,
  ...platform
}: AppDeps): Promise<FastifyInstance> {
  const app = createServer(config);
  await registerFrameworkPlugins(app, { config, jwtSecret, redis: platform.redis });

  const { users, auth, social } = createAccountServices({
    db,
    sessionDb: platform.detailDb ?? db,
    config,
    jwtSecret,
  });
  registerAuth(app, auth);
  // Every route's access rule (contract/access.ts), checked before its handler; a route without one fails here.
  registerAccessGuard(app);
  const smsSender = platform.sms ?? (config.solapi ? solapiSender(config.solapi) : outboxSender);
  const notificationDelivery = createNotificationDelivery({
    db,
    sender: smsSender,
    push: platform.push ?? pushSendersFrom(config.push),
    log: app.log,
  });
  // One durable queue for everything scheduled or retried (decision 027), started only when this process
  // has a job to schedule or work. Each area below defines its job and, where it owns the work, its cron.
  const jobs = createAppJobs(app, {
    db,
    needed:
      sweepFiles ||
      purgeConsents ||
      purgeAuthRecords ||
      purgeDeletedListings ||
      deliverNotifications ||
      matchAlerts ||
      expireStaleListings ||
      testJobs,
    testJobs,
    afterStop: () => notificationDelivery.idle(),
  });
  if (jobs && deliverNotifications) {
    jobs.queue.define('notifications.drain', () => notificationDelivery.drain(), {
      retryLimit: 0,
      expireInSeconds: 10 * 60,
    });
    jobs.repeat('notifications.drain', NOTIFICATION_DRAIN_CRON);
  }
  if (jobs && testJobs) defineTestJobs(jobs.queue, db);
  const smsRepo = createSmsRepo(db);
  const sms = createSmsService(smsRepo, smsSender);
  const fileStore =
    platform.files ?? (config.s3 ? await s3FileStore(config.s3) : diskFileStore(config.filesDir));
  const filesRepo = createFilesRepo(db);
  const files = createFilesService({ repo: filesRepo, store: fileStore, linkSecret: jwtSecret });
  const images = createImagesService({
    store: fileStore,
    renderer: config.imageWorker ? sharedRenderProcess(config.imageWorker.nice) : inProcessRenderer,
  });
  const uploads = createUploadsService({ db, repo: createUploadsRepo(db), files, images });
  if (jobs && sweepFiles) {
    jobs.periodic('files.sweep', FILE_SWEEP_CRON, async () => {
      const report = await sweepUnreferencedFiles({
        store: fileStore,
        // Stale uploads are purged first; photos an upload names are kept (docs/decisions/017).
        referenced: uploads.sweepReferences(
          (keys) => filesRepo.referencedKeys(keys),
          config.fileSweepMinAgeSeconds,
        ),
        minAgeSeconds: config.fileSweepMinAgeSeconds,
      });
      // The message operators and the crash test (test/files-crash) look for.
      app.log.info({ ...report, minAgeSeconds: config.fileSweepMinAgeSeconds }, 'files swept');
      return report;
    });
  }
  if (jobs && purgeConsents)
    jobs.periodic('retention.consent-purge', CONSENT_PURGE_CRON, () =>
      purgeExpiredConsents(db, fileStore, new Date()),
    );
  if (jobs && purgeAuthRecords)
    jobs.periodic('retention.auth-purge', AUTH_PURGE_CRON, () => purgeSignInRecords(db, new Date()));
  const openData = createOpenDataService({
    db,
    keys: config.openData,
    log: (service, error) =>
      app.log.warn({ service, err: error.message }, 'open data fell back to the local driver'),
  });
  const market = createMarketService({
    db,
    keys: config.openData,
    log: (service, error) =>
      app.log.warn({ service, err: error.message }, 'market data fell back to the shipped file'),
  });
  const usersService = createUsersService({
    db,
    businessStatus: openData.businessStatusForSignUp,
    repo: users,
    sales: createSalesService(createSalesRepo(db)),
    sms,
    auth,
    social,
    files,
    tickets: createPurposeTickets(jwtSecret),
  });
  const secureCookies = config.publicUrl.startsWith('https://');
  // One grading path for 안심 진단, the registration's estimate and the listing save (issue 18 §4).
  const safetyGrader = createSafetyGrader(createRegionLookup(db));

  await app.register(healthRoutes, { health: createHealthRepo(db), version: APP_VERSION });
  await app.register(authRoutes, {
    auth,
    social,
    secureCookies,
    refreshTtlDays: config.refreshTokenTtlDays,
  });
  await app.register(socialRoutes, { social, secureCookies });
  await app.register(smsRoutes, { sms });
  await app.register(usersRoutes, { users: usersService });
  await app.register(filesRoutes, { files });
  await app.register(imagesRoutes, { images });
  await app.register(uploadRoutes, { uploads });
  const search = createSearchService(createSearchRepo(platform.readDb ?? db), market);
  await app.register(searchRoutes, { search });
  const alerts = createAlertsService({
    db,
    repo: createAlertsRepo(db),
    resolve: (saleAddr) => search.resolve(saleAddr),
    delivery: notificationDelivery,
    log: app.log,
  });
  await app.register(alertsRoutes, { alerts });
  if (jobs && matchAlerts) {
    jobs.periodic('alerts.match', ALERTS_MATCH_CRON, () => alerts.processEvents(), {
      expireInSeconds: 5 * 60,
    });
    jobs.queue.define('alerts.digest', () => alerts.sendDigests(new Date()));
    jobs.repeat('alerts.digest', ALERTS_DIGEST_CRON);
    sendAlertMatchAfterWrites(app, jobs.queue);
  }
  app.addHook('onClose', () => alerts.idle());
  const { saleDetail } = await registerListingRoutes(app, {
    db,
    detailDb: platform.detailDb ?? db,
    config,
    jobs,
    market,
    uploads,
    fileStore,
    safetyGrader,
    delivery: notificationDelivery,
    expireStaleListings,
    purgeDeletedListings,
  });
  await app.register(voicesRoutes, { voices: createVoicesService({ db }) });
  await app.register(lawyerRoutes, {
    lawyer: createLawyerService({ db, feeDefault: config.lawyerFeeDefault }),
  });
  await app.register(inquiryRoutes, {
    inquiries: createInquiriesService({ db, repo: createInquiriesRepo(db), delivery: notificationDelivery }),
  });
  const boards = createBoardsService({ db, repo: createBoardsRepo(db) });
  await app.register(boardRoutes, { boards });
  await app.register(notificationRoutes, {
    notifications: createNotificationsRepo(db),
    push: createPushRepo(db),
    pushSettings: {
      publicKey: config.push.vapid?.publicKey ?? null,
      endpointHosts: config.push.endpointHosts,
    },
  });
  await app.register(consentsRoutes, {
    consents: createConsentsService({ db, repo: createConsentsRepo(db), files }),
  });
  await app.register(openDataRoutes, { openData });
  await app.register(safetyCheckRoutes, {
    safetyCheck: createSafetyCheckService({
      grade: safetyGrader,
      publicPrice: (query) => openData.landPrice(query),
    }),
  });
  const appContent = createAppContentService({
    repo: createAppContentRepo(db),
    storeUrls: config.appRelease?.storeUrl ?? null,
  });
  await app.register(appContentRoutes, { appContent });
  await app.register(commonRoutes, {
    common: createCommonService(createCommonRepo(db), config.appRelease, appContent.introVersion),
  });
  await app.register(adminRoutes, {
    db,
    config,
    auth,
    boards,
    files,
    uploads,
    store: fileStore,
    sms: smsSender,
    delivery: notificationDelivery,
  });
  const seo = createSeoService({ repo: createSeoRepo(db), publicUrl: config.publicUrl });
  await app.register(seoRoutes, { seo });
  await app.register(shareRoutes, {
    share: createShareService({ repo: createShareRepo(db), seo, publicUrl: config.publicUrl }),
    notFoundHead: seo.notFoundHead(),
    webDist: config.webDist,
  });

  // The web app's pages, each with its own head, 404 for a path that is none (web-app.ts).
  if (config.webDist) {
    await registerWebApp(app, {
      distDir: config.webDist,
      resolvePage: seo.page,
      // A listing that is not there for a visitor is no answer: the app asks, and draws its not-found page.
      visitorDetail: (saleNo) =>
        saleDetail.detail(null, saleNo, { countView: false }).then(
          ({ detail }) => detail,
          (error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          },
        ),
    });
  }

  answerNotFoundWithEnvelope(app);
  return app;
}
