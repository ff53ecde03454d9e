import { THEMES, type Theme } from '@topup/contracts/page-data.ts';

export type AppConfig = {
  port: number;
  host: string;
  /** postgres:// URL; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Connections to PostgreSQL (DB_POOL_SIZE, default 10). About twice the database's cores is
   * enough: past that, requests wait in the pool instead of in PostgreSQL (docs/performance.md).
   */
  dbPoolSize: number;
  /** demo seeds an empty database with demo data; production never does. */
  mode: 'demo' | 'production';
  theme: Theme;
  kioskUrl: string;
  /** Behind TLS, cookies get the Secure flag and replies the HSTS header (production default). */
  secureCookies: boolean;
  /** Fastify `trustProxy`: off, a hop count, or the proxy addresses/CIDRs (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  logLevel: string;
  publicUrl: string;
  /** How often provider calls are reconciled (RECONCILE_INTERVAL_MS; 0 turns it off). */
  reconcileIntervalMs: number;
  /** How often each kiosk's agent credit is read for Products (AGENT_CREDIT_INTERVAL_MS, 60 s; 0 = off). */
  agentCreditIntervalMs: number;
  /** How often Telegram alerts are looked for and sent (TELEGRAM_ALERT_INTERVAL_MS, 60 s; 0 = off). */
  telegramAlertIntervalMs: number;
  /** The Telegram Bot API when the back-office leaves its address empty (TELEGRAM_API_BASE). */
  telegramApiBase: string;
  /** A staff session ends this long after sign-in, however busy (STAFF_SESSION_HOURS, default 12). */
  staffSessionMaxMs: number;
  /** ... or after this long without a request (STAFF_IDLE_MINUTES, default 30). */
  staffSessionIdleMs: number;
  /** How often past days' report rows kept in parts are folded (REPORT_FOLD_INTERVAL_MS, default 10 min; 0 = off). */
  reportFoldIntervalMs: number;
  /** How often members' VIP levels are recomputed from their deposits (VIP_RECOMPUTE_INTERVAL_MS, default 10 min; 0 = off). */
  vipRecomputeIntervalMs: number;
  /** PROVIDER_AUDIT_INTERVAL_MS overrides the audit interval setting; 0 turns the audit runner off. */
  providerAuditIntervalMs: number | null;
  /** Member and anonymous requests per client address per minute (RATE_LIMIT_PER_MINUTE, default 1200; 0 = off). */
  rateLimitPerMinute: number;
  /** Where new gallery images go: S3-compatible storage when S3_BUCKET is set, else the database. */
  s3: S3Config | null;
  /** METRICS_TOKEN: `/metrics` answers only with `Authorization: Bearer <it>`; unset = no metrics. */
  metricsToken: string | undefined;
  /**
   * How long a shutting-down process keeps serving with readiness failed, so a load balancer
   * stops sending it work first (SHUTDOWN_DRAIN_MS; production 5 s, demo 0).
   */
  shutdownDrainMs: number;
};

/** An S3-compatible bucket (AWS, MinIO, R2, ...). Without keys the SDK's own credential chain is used. */
export type S3Config = {
  bucket: string;
  /** S3_ENDPOINT: the service's address; empty = AWS for the region. */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` addresses (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const theme = THEMES.find((t) => t === env.SITE_THEME) ?? 'DarkGold';
  const mode = env.APP_MODE === 'production' ? 'production' : 'demo';
  return {
    port,
    // The demo's published admin password must not be reachable from the network by default.
    host: env.HOST ?? (mode === 'demo' ? 'localhost' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data/pglite',
    dbPoolSize: Math.floor(positive(env.DB_POOL_SIZE, 10)),
    mode,
    theme,
    kioskUrl: env.KIOSK_URL ?? 'http://127.0.0.1:4100',
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === '1' : mode === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    reconcileIntervalMs: Number(env.RECONCILE_INTERVAL_MS ?? 15_000),
    agentCreditIntervalMs: Number(env.AGENT_CREDIT_INTERVAL_MS ?? 60_000),
    telegramAlertIntervalMs: Number(env.TELEGRAM_ALERT_INTERVAL_MS ?? 60_000),
    telegramApiBase: (env.TELEGRAM_API_BASE || 'https://api.telegram.org').replace(/\/+$/, ''),
    staffSessionMaxMs: positive(env.STAFF_SESSION_HOURS, 12) * 3_600_000,
    staffSessionIdleMs: positive(env.STAFF_IDLE_MINUTES, 30) * 60_000,
    reportFoldIntervalMs: Number(env.REPORT_FOLD_INTERVAL_MS ?? 600_000),
    vipRecomputeIntervalMs: Number(env.VIP_RECOMPUTE_INTERVAL_MS ?? 600_000),
    providerAuditIntervalMs: env.PROVIDER_AUDIT_INTERVAL_MS ? Number(env.PROVIDER_AUDIT_INTERVAL_MS) : null,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE === '0' ? 0 : positive(env.RATE_LIMIT_PER_MINUTE, 1200),
    s3: loadS3Config(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS ?? (mode === 'production' ? 5_000 : 0)),
  };
}

function loadS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** A positive number from the environment, or the default when unset or not a positive number. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** TRUST_PROXY: unset/0/false = off, a number = that many hops, else a comma list of addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
