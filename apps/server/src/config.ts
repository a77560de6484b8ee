import path from 'node:path';
import { z } from 'zod';
import type { S3StoreConfig } from './platform/storage/s3-files.ts';

const boolFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * The environment, validated once at start-up. A bad value stops the process with the variable's name,
 * rather than surfacing later as a confusing runtime error.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded PGlite data lives here when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data'),
  /** A real PostgreSQL server; when set, PGlite is not used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * A read replica of DATABASE_URL for search reads (list, counts, map counts, suggestions); everything
   * else, writes included, stays on the primary. PostgreSQL only (docs/scaling.md).
   */
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Connections each pool (primary, replica) of this process keeps to PostgreSQL at most. Past what the
   * database's cores run at once, more connections only queue inside PostgreSQL, where a listing page's
   * short read waits its turn behind the searches (bench:mix on 2 cores, 5 minutes: 10 → 6 took the detail
   * p95 from 61 to 48 ms and the searches' from 74–85 to 105–119 ms, all within budget; docs/scaling.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(6),
  /**
   * Connections kept apart for the listing detail and the session check (0: none, they share the pool):
   * a page's one or two short reads do not wait behind the searches queued for the pool (docs/scaling.md).
   */
  DATABASE_DETAIL_POOL_SIZE: z.coerce.number().int().min(0).max(100).default(8),
  /**
   * Listing photos are decoded and encoded in a child process at a lower CPU priority (1), or in the
   * server's own process (0): pages come before photos when the cores are short (docs/scaling.md).
   */
  IMAGE_WORKER: boolFlag.default(true),
  /** The image worker's nice value: 0 is the server's own priority, 19 the lowest. */
  IMAGE_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(5),
  /** Demo accounts and demo data. On unless a deployment sets DEMO=0. */
  DEMO: boolFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; absent in API-only tests. */
  WEB_DIST: z.string().optional(),
  /** Public origin of the site, for OAuth redirect URIs and links in messages. */
  PUBLIC_URL: z.url().optional(),
  /** HMAC key of access tokens. Required in production; development keeps a random one in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** SOLAPI (solapi.com) SMS; without all three, messages go to the sms_messages outbox table. */
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  SOLAPI_SENDER: z
    .string()
    .regex(/^\d{8,11}$/, 'SOLAPI_SENDER must be a registered phone number')
    .optional(),
  /**
   * Behind a reverse proxy, 1 takes the client address from X-Forwarded-For (rate limits are per address).
   * Off by default: a client could otherwise pick its own address and dodge the limits.
   */
  TRUST_PROXY: boolFlag.default(false),
  /** Origin of online map tiles (with the web build's VITE_MAP_TILES_URL); allowed by the CSP. */
  MAP_TILES_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Private uploads (broker documents); defaults to DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /** S3-compatible object storage for files instead of FILES_DIR: used when S3_BUCKET is set. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Region the requests are signed for; S3-compatible stores mostly accept us-east-1 (R2: auto). */
  S3_REGION: z.string().default('us-east-1'),
  /** MinIO, R2, NCP Object Storage: the service's origin; unset: AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Both or neither; neither uses the SDK's default chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (host/bucket/key), as MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: boolFlag.default(false),
  /** The app's newest release, offered at start-up (spec: POST /common/intro); unset: no update offered. */
  APP_LATEST_VERSION: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/, 'must be a version such as 1.4.0')
    .optional(),
  /** Apps older than this must update (isForce); unset: updates are optional. */
  APP_MIN_VERSION: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/, 'must be a version such as 1.4.0')
    .optional(),
  APP_STORE_URL_ANDROID: z.url({ protocol: /^https?$/ }).optional(),
  APP_STORE_URL_IOS: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The sweeper deletes stored files that nothing references once they are this old. It must exceed the
   * longest upload-to-commit time, or a sweep could take a file whose row is about to be written.
   */
  FILE_SWEEP_MIN_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /** Open data (docs/decisions/016-open-data.md); each unset key keeps its service on the offline driver. */
  KAKAO_REST_API_KEY: z.string().optional(),
  DATA_GO_KR_SERVICE_KEY: z.string().optional(),
  VWORLD_API_KEY: z.string().optional(),
  VWORLD_DOMAIN: z.string().optional(),
  /** The public APIs' origins, overridable like the OAuth endpoints (tests point them at a local server). */
  KAKAO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_GO_KR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  ODCLOUD_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  VWORLD_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The customer-service phone users are told to call (e.g. no proxy requests left). The default is a
   * development placeholder: a deployment sets its real number.
   */
  CS_PHONE: z
    .string()
    .regex(/^[0-9-]{4,20}$/, 'must be a phone number such as 1588-0000')
    .default('1588-0000'),
  /** A lawyer's fee per certification decision in 원 until the operator sets theirs (docs/decisions/020). */
  LAWYER_FEE_DEFAULT: z.coerce.number().int().min(0).max(10_000_000).default(30_000),
  /** Web Push (platform/push): all three, or browsers get no push key (pushes go to the push_outbox table). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
    .optional(),
  /** The app's pushes: a Firebase service account's JSON (project_id, client_email, private_key). */
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  /** FCM's origin, overridable like the other outside APIs (tests point it at a local server). */
  FCM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Push service hosts a browser subscription may name (comma-separated, a host or a domain suffix); the
   * server posts to them, so any other endpoint is refused. Plain http is accepted for localhost only.
   */
  PUSH_ENDPOINT_HOSTS: z.string().max(2000).optional(),
  /**
   * Redis, for the counts several API processes must share (docs/scaling.md): the per-address and per-user
   * rate limits. Unset: they are kept in this process's memory, which is right for one process only.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Starts every key this deployment writes, so that deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -')
    .default('ansim:'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: where search reads go; undefined reads the primary. */
  databaseReadUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections per pool (docs/scaling.md). */
  databasePoolSize: number;
  /** DATABASE_DETAIL_POOL_SIZE: the detail and session check's own connections; 0 shares the pool. */
  databaseDetailPoolSize: number;
  /** IMAGE_WORKER and IMAGE_WORKER_NICE: photos in a lower-priority child process, or null for in-process. */
  imageWorker: { nice: number } | null;
  demo: boolean;
  logLevel: string;
  webDist: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  solapi: { apiKey: string; apiSecret: string; sender: string } | null;
  filesDir: string;
  /** Files in S3-compatible storage (S3_BUCKET set), else on disk under filesDir. */
  s3: S3StoreConfig | null;
  fileSweepMinAgeSeconds: number;
  oauth: OAuthConfig;
  trustProxy: boolean;
  mapTilesOrigin: string | undefined;
  appRelease: AppRelease | null;
  openData: OpenDataKeys;
  /** Customer-service phone (CS_PHONE; '1588-0000' is a development default). */
  csPhone: string;
  /** LAWYER_FEE_DEFAULT: a lawyer's fee per decision (원) when no lawyer_settings row says otherwise. */
  lawyerFeeDefault: number;
  push: PushConfig;
  /** REDIS_URL and REDIS_KEY_PREFIX; null keeps the limits in this process's memory. */
  redis: RedisConfig | null;
};

export interface RedisConfig {
  url: string;
  keyPrefix: string;
}

/** Push delivery (platform/push); a null driver sends to the push_outbox table instead. */
export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  fcm: { serviceAccount: FcmServiceAccount; apiUrl: string } | null;
  endpointHosts: string[];
}

export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

/** Where browsers' push services live (Chrome, Firefox, Edge, Safari). */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const fcmAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});

function readFcmAccount(json: string): FcmServiceAccount {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ConfigError('Invalid environment:\n  FCM_SERVICE_ACCOUNT: not JSON');
  }
  const parsed = fcmAccountSchema.safeParse(raw);
  if (!parsed.success)
    throw new ConfigError(
      'Invalid environment:\n  FCM_SERVICE_ACCOUNT: needs project_id, client_email and private_key',
    );
  return {
    projectId: parsed.data.project_id,
    clientEmail: parsed.data.client_email,
    privateKey: parsed.data.private_key,
    tokenUri: parsed.data.token_uri,
  };
}

/** Keys of the public APIs a registration reads; null keeps that service offline. */
export interface OpenDataKeys {
  kakaoRestKey: string | null;
  dataGoKrKey: string | null;
  vworldKey: string | null;
  vworldDomain: string | null;
  /** Origins replacing the public APIs' own (undefined: the real one). */
  urls: { kakao?: string; dataGoKr?: string; odcloud?: string; vworld?: string };
}

/** The native app's current release, as the intro call offers it. */
export interface AppRelease {
  latest: string;
  min: string | undefined;
  storeUrl: { android: string | undefined; ios: string | undefined };
}

export type SocialProvider = 'K' | 'N' | 'G' | 'A';

/** One OAuth provider; endpoints default to the provider's own and can point at a local server in tests. */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: string[];
}

export type OAuthConfig = Partial<Record<SocialProvider, OAuthProviderConfig>>;

const PROVIDER_DEFAULTS: Record<
  SocialProvider,
  { env: string } & Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>
> = {
  K: {
    env: 'KAKAO',
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userInfoUrl: 'https://kapi.kakao.com/v2/user/me',
    scopes: ['profile_nickname', 'account_email'],
  },
  N: {
    env: 'NAVER',
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userInfoUrl: 'https://openapi.naver.com/v1/nid/me',
    scopes: [],
  },
  G: {
    env: 'GOOGLE',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  A: {
    env: 'APPLE',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userInfoUrl: '',
    scopes: ['name', 'email'],
  },
};

/**
 * A provider is on when `<P>_CLIENT_ID` and `<P>_CLIENT_SECRET` are set (P = KAKAO, NAVER, GOOGLE, APPLE);
 * `<P>_AUTHORIZE_URL`, `<P>_TOKEN_URL` and `<P>_USERINFO_URL` override its endpoints.
 */
export function readOAuthConfig(env: Record<string, string | undefined>): OAuthConfig {
  const out: OAuthConfig = {};
  for (const [provider, d] of Object.entries(PROVIDER_DEFAULTS) as [
    SocialProvider,
    (typeof PROVIDER_DEFAULTS)['K'],
  ][]) {
    const clientId = env[`${d.env}_CLIENT_ID`];
    const clientSecret = env[`${d.env}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    out[provider] = {
      clientId,
      clientSecret,
      authorizeUrl: env[`${d.env}_AUTHORIZE_URL`] ?? d.authorizeUrl,
      tokenUrl: env[`${d.env}_TOKEN_URL`] ?? d.tokenUrl,
      userInfoUrl: env[`${d.env}_USERINFO_URL`] ?? d.userInfoUrl,
      scopes: env[`${d.env}_SCOPES`]?.split(' ') ?? d.scopes,
    };
  }
  return out;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (`DATABASE_URL= npm start` uses PGlite).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid environment:\n  JWT_SECRET: required in production (32+ characters)');
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid environment:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of it)');
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid environment:\n  S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseDetailPoolSize: e.DATABASE_DETAIL_POOL_SIZE,
    imageWorker: e.IMAGE_WORKER ? { nice: e.IMAGE_WORKER_NICE } : null,
    demo: e.DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    solapi:
      e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET && e.SOLAPI_SENDER
        ? { apiKey: e.SOLAPI_API_KEY, apiSecret: e.SOLAPI_API_SECRET, sender: e.SOLAPI_SENDER }
        : null,
    filesDir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    fileSweepMinAgeSeconds: e.FILE_SWEEP_MIN_AGE_SECONDS,
    oauth: readOAuthConfig(present),
    trustProxy: e.TRUST_PROXY,
    mapTilesOrigin: e.MAP_TILES_ORIGIN ? new URL(e.MAP_TILES_ORIGIN).origin : undefined,
    appRelease: e.APP_LATEST_VERSION
      ? {
          latest: e.APP_LATEST_VERSION,
          min: e.APP_MIN_VERSION,
          storeUrl: { android: e.APP_STORE_URL_ANDROID, ios: e.APP_STORE_URL_IOS },
        }
      : null,
    openData: {
      kakaoRestKey: e.KAKAO_REST_API_KEY ?? null,
      dataGoKrKey: e.DATA_GO_KR_SERVICE_KEY ?? null,
      vworldKey: e.VWORLD_API_KEY ?? null,
      vworldDomain: e.VWORLD_DOMAIN ?? null,
      urls: {
        ...(e.KAKAO_API_URL ? { kakao: e.KAKAO_API_URL.replace(/\/$/, '') } : {}),
        ...(e.DATA_GO_KR_API_URL ? { dataGoKr: e.DATA_GO_KR_API_URL.replace(/\/$/, '') } : {}),
        ...(e.ODCLOUD_API_URL ? { odcloud: e.ODCLOUD_API_URL.replace(/\/$/, '') } : {}),
        ...(e.VWORLD_API_URL ? { vworld: e.VWORLD_API_URL.replace(/\/$/, '') } : {}),
      },
    },
    csPhone: e.CS_PHONE,
    lawyerFeeDefault: e.LAWYER_FEE_DEFAULT,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
          : null,
      fcm: e.FCM_SERVICE_ACCOUNT
        ? {
            serviceAccount: readFcmAccount(e.FCM_SERVICE_ACCOUNT),
            apiUrl: (e.FCM_API_URL ?? 'https://fcm.googleapis.com').replace(/\/$/, ''),
          }
        : null,
      endpointHosts: e.PUSH_ENDPOINT_HOSTS
        ? e.PUSH_ENDPOINT_HOSTS.split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
        : DEFAULT_PUSH_ENDPOINT_HOSTS,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
  };
}
