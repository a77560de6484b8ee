import { ERRORS, UPLOAD_RULES } from '@ansim/domain/contract';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { AppError } from './errors.ts';
import { responseSerializerCompiler } from './http/serializer.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAlertsRepo } from './modules/alerts/repo.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { createAlertsService } from './modules/alerts/service.ts';
import { createAppContentRepo } from './modules/app-content/repo.ts';
import { appContentRoutes } from './modules/app-content/routes.ts';
import { createAppContentService } from './modules/app-content/service.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { purgeSignInRecords } from './modules/auth/retention.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSocialRepo } from './modules/auth/social-repo.ts';
import { socialRoutes } from './modules/auth/social-routes.ts';
import { createSocialService } from './modules/auth/social-service.ts';
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
import { createLikesRepo } from './modules/likes/repo.ts';
import { likesRoutes } from './modules/likes/routes.ts';
import { createLikesService } from './modules/likes/service.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { createMarketService } from './modules/market/service.ts';
import { createNotificationDelivery } from './modules/notifications/delivery.ts';
import { createPushRepo } from './modules/notifications/push-repo.ts';
import { createNotificationsRepo } from './modules/notifications/repo.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { openDataRoutes } from './modules/opendata/routes.ts';
import { createOpenDataService } from './modules/opendata/service.ts';
import { quotaRoutes } from './modules/quotas/routes.ts';
import { createQuotaMarksService } from './modules/quotas/service.ts';
import { createSafetyGrader } from './modules/safety-check/grader.ts';
import { safetyCheckRoutes } from './modules/safety-check/routes.ts';
import { createSafetyCheckService } from './modules/safety-check/service.ts';
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
import { createSalesRepo } from './modules/sales/repo.ts';
import { salesRoutes } from './modules/sales/routes.ts';
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
import { createUserAccounts } from './modules/users/accounts.ts';
import { createUsersRepo } from './modules/users/repo.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { voicesRoutes } from './modules/voices/routes.ts';
import { createVoicesService } from './modules/voices/service.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/queue.ts';
import { defineTestJobs } from './platform/jobs/test-jobs.ts';
import { rateLimitOptions } from './platform/kv/rate-limit-store.ts';
import { connectRedis } from './platform/kv/redis.ts';
import { type PushSenders, pushSendersFrom } from './platform/push/index.ts';
import { outboxSender, type SmsSender, solapiSender } from './platform/sms/sender.ts';
import { diskFileStore, type FileStore } from './platform/storage/files.ts';
import { s3FileStore } from './platform/storage/s3-files.ts';
import { sweepUnreferencedFiles } from './platform/storage/sweeper.ts';
import { createAccessTokens, createPurposeTickets } from './platform/tokens/access-token.ts';
import { registerAccessGuard } from './plugins/access-guard.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { envelopeFrameworkErrors, registerEnvelopeErrors } from './plugins/envelope-errors.ts';
import { requestForLog } from './plugins/log-redaction.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOptionalBody } from './plugins/optional-body.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { APP_VERSION } from './version.ts';

// Zod's own messages (type errors, missing fields) in Korean, like ours.
z.config(z.locales.ko());

/** Writes this close together share one send of the alert match job. */
const ALERTS_SEND_COALESCE_MS = 200;
export interface AppDeps {
  config: Config;
  /** The access-token key: JWT_SECRET, or the development secret kept in DATA_DIR. */
  jwtSecret: string;
  db: Db;
  /**
   * Where search reads go (list, counts, map counts, suggestions): a read replica when DATABASE_READ_URL
   * is set (db/client.ts openReadDb), else `db`. Only search: it may lag the primary by a moment, which a
   * public search tolerates and a broker's own pages, reading `db`, would not.
   */
  readDb?: Db;
  /**
   * Defaults: SOLAPI when configured, else the outbox; files in S3 when S3_BUCKET is set, else on disk
   * under FILES_DIR.
   */
  sms?: SmsSender;
  /** Defaults: Web Push with VAPID keys and FCM with a service account when configured, else push_outbox. */
  push?: PushSenders;
  files?: FileStore;
  /**
   * The shared counts' Redis, owned by the caller. Default: a client to REDIS_URL, made here and closed with
   * the app; no REDIS_URL keeps the counts in this process's memory (docs/scaling.md).
   */
  redis?: Redis;
  /**
   * Sweep unreferenced files at start-up and every hour, as jobs on the durable queue (decision 027). Only
   * the process that owns both the database and FILES_DIR (main.ts) may schedule and work it: a test app on
   * a cloned database would see every file as unreferenced.
   */
  sweepFiles?: boolean;
  /**
   * Wipe promotion consents' personal data past its retention at start-up and every six hours
   * (modules/consents/retention.ts), on the queue. Like the sweep, only for the process that owns the
   * database and FILES_DIR.
   */
  purgeConsents?: boolean;
  /**
   * Delete what signing in leaves behind once past its retention (ended sessions, SMS verifications and
   * texts, social tickets, stale failure counts: modules/auth/retention.ts) at start-up and every six
   * hours, on the queue. It acts on the database alone; main.ts turns it on.
   */
  purgeAuthRecords?: boolean;
  /**
   * Remove for good, every six hours, DELETE listings past their 30-day restore window, with an audit row
   * each (decision 018, issue 17), on the queue. Like the sweep, only for the process that owns the
   * database and FILES_DIR.
   */
  purgeDeletedListings?: boolean;
  /**
   * Drain undelivered notifications every minute on the queue, besides the drain each notifying write
   * starts after its commit (modules/notifications/delivery.ts). A row is claimed once, so any number of
   * processes may work it. Off by default since the queue came (decision 027): a test app relies on the
   * kick after commit and need not start pg-boss; main.ts turns it on.
   */
  deliverNotifications?: boolean;
  /**
   * Match listing events to saved searches and likes (modules/alerts): a job sent after each successful
   * write request and every minute, and the 09:00 KST digest. Off by default like the drain (a test calls
   * the service itself); main.ts turns it on.
   */
  matchAlerts?: boolean;
  /**
   * Fresh listings (issue 18 §3): ask brokers about listings unconfirmed for 14 days and pause those
   * unconfirmed for 21, hourly and at start-up, on the queue. The job acts on the database alone, so any
   * process may run it; off by default like the drain, main.ts turns it on.
   */
  expireStaleListings?: boolean;
  /** The queue's test-only jobs (platform/jobs/test-jobs.ts) and a 1-second expiry check; tests only. */
  testJobs?: boolean;
}

/** Crons in Korean time (decision 027); minutes staggered so the jobs do not start together. */
const FILE_SWEEP_CRON = '17 * * * *';
const CONSENT_PURGE_CRON = '23 */6 * * *';
const AUTH_PURGE_CRON = '29 */6 * * *';
const LISTING_PURGE_CRON = '41 */6 * * *';
const NOTIFICATION_DRAIN_CRON = '* * * * *';
const STALE_EXPIRY_CRON = '7 * * * *';
const ALERTS_MATCH_CRON = '* * * * *';
const ALERTS_DIGEST_CRON = '0 9 * * *';

/** Plugins in layers: framework and security, then documentation, then the API modules, then the web app. */
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
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'],
      // Download-link tokens, social tickets and SMS codes travel in query strings: the log keeps the URL without them.
      serializers: { req: requestForLog },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // URLs the router refuses (bad percent-escapes, over-long path parameters) leave as the envelope too.
    frameworkErrors: envelopeFrameworkErrors,
    // Requests Node's HTTP parser rejects (raw non-ASCII in the URL, broken headers) never reach the
    // router; they still get the envelope.
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return;
      const body = JSON.stringify({
        code: ERRORS.VALIDATION.code,
        message: '잘못된 요청입니다.',
        entity: null,
      });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  registerOptionalBody(app);
  // Answers written from each route's compiled JSON Schema; outside production also checked against zod.
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.env !== 'production' }));
  registerEnvelopeErrors(app);
  await registerSecurity(app, config.mapTilesOrigin);
  await registerCompression(app);
  await registerOpenApi(app, APP_VERSION);
  await app.register(cookie, { secret: jwtSecret });
  // Per-route limits (config.rateLimit): in Redis when REDIS_URL is set, so that every process counts into
  // one window; else in this process's memory (docs/scaling.md).
  const ownRedis = !platform.redis && config.redis ? await connectRedis(config.redis) : null;
  const redis = platform.redis ?? ownRedis;
  if (ownRedis)
    app.addHook('onClose', async () => {
      await ownRedis.quit().catch(() => ownRedis.disconnect());
    });
  await app.register(
    rateLimit,
    rateLimitOptions(redis, (error) => app.log.error({ err: error }, 'redis failed: limit not counted')),
  );
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_RULES.maxBytes, files: 3, fields: 40, fieldSize: 10_000 },
  });

  const users = createUsersRepo(db);
  const accounts = createUserAccounts(users);
  const tokens = createAccessTokens(jwtSecret, config.accessTokenTtlSeconds);
  const auth = createAuthService({
    db,
    users: accounts,
    repo: createAuthRepo(db),
    tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
  });
  const social = createSocialService({
    oauth: config.oauth,
    publicUrl: config.publicUrl,
    repo: createSocialRepo(db),
    users: accounts,
    auth,
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
  const usesQueue =
    sweepFiles ||
    purgeConsents ||
    purgeAuthRecords ||
    purgeDeletedListings ||
    deliverNotifications ||
    matchAlerts ||
    expireStaleListings ||
    testJobs;
  const jobs: JobQueue | null = usesQueue
    ? createJobQueue({ db, log: app.log, ...(testJobs ? { maintenanceIntervalSeconds: 1 } : {}) })
    : null;
  const crons: { schedule: (queue: JobQueue) => Promise<void> }[] = [];
  if (jobs && deliverNotifications) {
    jobs.define('notifications.drain', () => notificationDelivery.drain(), {
      retryLimit: 0,
      expireInSeconds: 10 * 60,
    });
    crons.push({ schedule: (queue) => queue.schedule('notifications.drain', NOTIFICATION_DRAIN_CRON, {}) });
  }
  if (jobs && testJobs) defineTestJobs(jobs, db);
  if (jobs) {
    app.addHook('onReady', async () => {
      await jobs.start();
      for (const cron of crons) await cron.schedule(jobs);
    });
  }
  app.addHook('onClose', async () => {
    await jobs?.stop();
    await notificationDelivery.idle();
  });
  const smsRepo = createSmsRepo(db);
  const sms = createSmsService(smsRepo, smsSender);
  const fileStore =
    platform.files ?? (config.s3 ? await s3FileStore(config.s3) : diskFileStore(config.filesDir));
  const filesRepo = createFilesRepo(db);
  const files = createFilesService({ repo: filesRepo, store: fileStore, linkSecret: jwtSecret });
  const images = createImagesService({ store: fileStore });
  const uploads = createUploadsService({ db, repo: createUploadsRepo(db), files, images });
  if (jobs && sweepFiles) {
    jobs.define('files.sweep', async () => {
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
    jobs.sendOnStart('files.sweep', {});
    crons.push({ schedule: (queue) => queue.schedule('files.sweep', FILE_SWEEP_CRON, {}) });
  }
  if (jobs && purgeConsents) {
    jobs.define('retention.consent-purge', () => purgeExpiredConsents(db, fileStore, new Date()));
    jobs.sendOnStart('retention.consent-purge', {});
    crons.push({ schedule: (queue) => queue.schedule('retention.consent-purge', CONSENT_PURGE_CRON, {}) });
  }
  if (jobs && purgeAuthRecords) {
    jobs.define('retention.auth-purge', () => purgeSignInRecords(db, new Date()));
    jobs.sendOnStart('retention.auth-purge', {});
    crons.push({ schedule: (queue) => queue.schedule('retention.auth-purge', AUTH_PURGE_CRON, {}) });
  }
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
    const alertJobs = jobs;
    alertJobs.define('alerts.match', () => alerts.processEvents(), { expireInSeconds: 5 * 60 });
    alertJobs.define('alerts.digest', () => alerts.sendDigests(new Date()));
    alertJobs.sendOnStart('alerts.match', {});
    crons.push({ schedule: (queue) => queue.schedule('alerts.match', ALERTS_MATCH_CRON, {}) });
    crons.push({ schedule: (queue) => queue.schedule('alerts.digest', ALERTS_DIGEST_CRON, {}) });
    // Any write may have changed a listing (the sales trigger wrote its events in that write's
    // transaction, now committed): the match job is sent after the answer, a minute's cron catching the rest.
    // Writes within ALERTS_SEND_COALESCE_MS share one send, which still leaves after each of their commits:
    // a job per like or comment would be a queue insert on every write for nothing.
    let pendingSend: NodeJS.Timeout | null = null;
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      if (pendingSend) return;
      pendingSend = setTimeout(() => {
        pendingSend = null;
        alertJobs
          .send('alerts.match', {})
          .catch((error: unknown) => app.log.error({ err: error }, 'alerts.match not sent'));
      }, ALERTS_SEND_COALESCE_MS);
    });
    app.addHook('onClose', async () => {
      if (pendingSend) clearTimeout(pendingSend);
    });
  }
  app.addHook('onClose', () => alerts.idle());
  await app.register(likesRoutes, { likes: createLikesService(createLikesRepo(db), market) });
  await app.register(quotaRoutes, {
    quotaMarks: createQuotaMarksService({ db, csPhone: config.csPhone }),
  });
  const saleDetail = createSaleDetailService({ repo: createSaleDetailRepo(db) });
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
    kick: () => notificationDelivery.kick(),
  });
  await app.register(saleFreshnessRoutes, { freshness });
  if (jobs && expireStaleListings) {
    jobs.define('sales.stale-expiry', () => freshness.expire(new Date()));
    jobs.sendOnStart('sales.stale-expiry', {});
    crons.push({ schedule: (queue) => queue.schedule('sales.stale-expiry', STALE_EXPIRY_CRON, {}) });
  }
  if (jobs && purgeDeletedListings) {
    jobs.define('retention.listing-purge', () => saleManage.purgeExpired(new Date()));
    jobs.sendOnStart('retention.listing-purge', {});
    crons.push({ schedule: (queue) => queue.schedule('retention.listing-purge', LISTING_PURGE_CRON, {}) });
  }
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
        saleDetail.detail(null, saleNo, { countView: false }).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        }),
    });
  }

  app.setNotFoundHandler((_request, reply) => {
    return reply
      .status(404)
      .send({ code: ERRORS.NOT_FOUND.code, message: ERRORS.NOT_FOUND.message, entity: null });
  });
  return app;
}
