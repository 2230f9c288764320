import os from 'node:os';
import path from 'node:path';

/** Everything the server reads from the environment, parsed once, with the defaults a newcomer gets. */
export interface Config {
  port: number;
  backendPort: number;
  /** The interface the gateway listens on (HOST). The backend always listens on loopback under `npm start`. */
  host: string;
  /** How many server processes (each backend + gateway) `npm start` runs (WEB_CONCURRENCY): one per core by default. */
  webConcurrency: number;
  /** A worker whose event loop stays blocked this long is killed and replaced (WORKER_STALL_SECONDS). */
  workerStallSeconds: number;
  databaseUrl?: string;
  /** Where the embedded PostgreSQL and generated secrets live. */
  dataDir: string;
  /** The shop's public origin, used to build absolute image URLs for legacy clients. */
  publicUrl: string;
  /** Allowed CORS origins for /api/v1; undefined means any origin (auth is a bearer token, never a cookie). */
  corsOrigins?: string[];
  jwtSecret?: string;
  jwtExpiresIn: string;
  /** TOTP_ENCRYPTION_KEY: the key staff authenticator secrets are encrypted with (else generated into dataDir). */
  totpEncryptionKey?: string;
  production: boolean;
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  razorpayWebhookSecret?: string;
  /**
   * ALLOW_TEST_PAYMENTS=1: in production without Razorpay keys, still take online orders through the
   * test-mode stand-in (a staging shop). Without it such a shop refuses online payment: no money would move.
   */
  allowTestPayments: boolean;
  /**
   * ALLOW_TEST_COURIER=1: in production without a Shiprocket API user, still book parcels with the
   * test-mode courier (a staging shop). Without it such a shop books nothing, and nobody can move a
   * parcel by hand: the test courier's reports cancel and refund orders.
   */
  allowTestCourier: boolean;
  /**
   * GATEWAY_TRUST_PROXY, Express's 'trust proxy' setting on the public gateway: the reverse proxies in
   * front of it (nginx, a cloud load balancer) whose X-Forwarded-For is believed. Default none (false):
   * the shopper is the peer that connected, so nobody can pick their own address for the rate limits.
   */
  gatewayTrustProxy: string | number | boolean;
  /**
   * BACKEND_TRUST_PROXY: who the backend believes, i.e. where the gateway connects from. Default
   * 'loopback' (npm start: same machine); docker-compose sets the Docker network.
   */
  backendTrustProxy: string | number | boolean;
  /** How long an online order keeps its stock while waiting for payment (PAYMENT_RESERVATION_SECONDS). */
  paymentReservationSeconds: number;
  /** CART_CHECKOUT=off: a maintenance switch; the cart cannot check out (Buy Now still can). */
  cartCheckout: boolean;
  /** Where uploaded photos are kept: a folder under DATA_DIR, or an S3-compatible bucket (MEDIA_S3_*). */
  media: MediaStoreConfig;
  /** The Shiprocket API user (SHIPROCKET_EMAIL + SHIPROCKET_PASSWORD); without both, parcels go through the test-mode courier. */
  shiprocket?: ShiprocketConfig;
  /** Where Prometheus scrapes /metrics (METRICS_PORT, default 9464; `off`: no metrics server). */
  metricsPort?: number;
  /** The interface the metrics server listens on (METRICS_HOST): loopback unless the operator opens it. */
  metricsHost: string;
  /** SQL statements slower than this many milliseconds are logged (SLOW_QUERY_MS, default 250; 0 or off: never). */
  slowQueryMs: number;
  /** Outgoing mail (SMTP_URL, MAIL_FROM, MAIL_RETRY_*), sent through the job queue. */
  mail: MailConfig;
}

export interface MailConfig {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465; without it mails stay in the development outbox. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender shoppers see. */
  from: string;
  /** MAIL_RETRY_DELAY_SECONDS (default 30): the first retry's delay; each later one doubles (with jitter). */
  retryDelaySeconds: number;
  /** MAIL_RETRY_LIMIT (default 12: about a day and a half of doubling delays from 30 s) before a mail is given up. */
  retryLimit: number;
  /** JOB_POLL_SECONDS (default 2): how often each process's workers look for due jobs. */
  pollSeconds: number;
}

/** SLOW_QUERY_MS: a positive number of milliseconds, else 0 (slow statements are not logged). */
export function slowQueryMsFrom(value: string | undefined): number {
  const ms = Number(value?.trim() || 250);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export interface MediaStoreConfig {
  /** The folder used when no bucket is configured: DATA_DIR/media. */
  dir: string;
  /** MEDIA_S3_BUCKET: keep media in this S3-compatible bucket instead, shared by every server machine. */
  s3Bucket?: string;
  /** MEDIA_S3_REGION (else AWS_REGION, else us-east-1). */
  s3Region: string;
  /** MEDIA_S3_ENDPOINT: another S3-compatible service's URL (MinIO, R2, Spaces); path-style addressing. */
  s3Endpoint?: string;
  /** MEDIA_S3_PREFIX: prepended to every key, to share a bucket. */
  s3Prefix: string;
}

export interface ShiprocketConfig {
  email: string;
  password: string;
  /** SHIPROCKET_API_URL: another base URL (tests point it at a local server). */
  apiUrl?: string;
  /** SHIPROCKET_PICKUP_LOCATION: the pickup address's name in the Shiprocket account. */
  pickupLocation?: string;
  /** SHIPROCKET_PICKUP_PINCODE: that address's PIN (else read from the account). */
  pickupPincode?: string;
  /** SHIPROCKET_WEBHOOK_TOKEN: the token set on the tracking webhook, sent back as `x-api-key`. */
  webhookToken?: string;
}

function trustProxyFrom(value: string | undefined, fallback: string | boolean): string | number | boolean {
  const v = value?.trim();
  if (!v) return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  // 'none' reads better in a deployment file than false.
  if (v === 'none') return false;
  // A hop count: trust that many proxies in front.
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 4000);
  return {
    port,
    backendPort: intFrom(env.BACKEND_PORT, 4001),
    host: env.HOST?.trim() || '0.0.0.0',
    webConcurrency: intFrom(env.WEB_CONCURRENCY, 0) || os.availableParallelism(),
    workerStallSeconds: intFrom(env.WORKER_STALL_SECONDS, 0) || 30,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY?.trim() || undefined,
    production: env.NODE_ENV === 'production',
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET || undefined,
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    allowTestPayments: env.ALLOW_TEST_PAYMENTS === '1',
    allowTestCourier: env.ALLOW_TEST_COURIER === '1',
    gatewayTrustProxy: trustProxyFrom(env.GATEWAY_TRUST_PROXY, false),
    backendTrustProxy: trustProxyFrom(env.BACKEND_TRUST_PROXY, 'loopback'),
    paymentReservationSeconds: intFrom(env.PAYMENT_RESERVATION_SECONDS, 30 * 60),
    cartCheckout: (env.CART_CHECKOUT ?? '').trim().toLowerCase() !== 'off',
    shiprocket:
      env.SHIPROCKET_EMAIL?.trim() && env.SHIPROCKET_PASSWORD
        ? {
            email: env.SHIPROCKET_EMAIL.trim(),
            password: env.SHIPROCKET_PASSWORD,
            apiUrl: env.SHIPROCKET_API_URL?.trim() || undefined,
            pickupLocation: env.SHIPROCKET_PICKUP_LOCATION?.trim() || undefined,
            pickupPincode: env.SHIPROCKET_PICKUP_PINCODE?.trim() || undefined,
            webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN || undefined,
          }
        : undefined,
    media: {
      dir: path.join(path.resolve(env.DATA_DIR || '.data'), 'media'),
      s3Bucket: env.MEDIA_S3_BUCKET?.trim() || undefined,
      s3Region: env.MEDIA_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
      s3Endpoint: env.MEDIA_S3_ENDPOINT?.trim() || undefined,
      s3Prefix: env.MEDIA_S3_PREFIX?.trim() ?? '',
    },
    metricsPort: env.METRICS_PORT?.trim().toLowerCase() === 'off' ? undefined : intFrom(env.METRICS_PORT, 9464),
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    slowQueryMs: slowQueryMsFrom(env.SLOW_QUERY_MS),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      from: env.MAIL_FROM?.trim() || 'Rangrez <orders@rangrez.example>',
      retryDelaySeconds: intFrom(env.MAIL_RETRY_DELAY_SECONDS, 0) || 30,
      retryLimit: intFrom(env.MAIL_RETRY_LIMIT, 12),
      pollSeconds: Math.max(0.5, Number(env.JOB_POLL_SECONDS) || 2),
    },
  };
}
