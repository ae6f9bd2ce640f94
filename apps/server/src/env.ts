import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PasswordPolicy } from '@toolbox/domain';
import { z } from 'zod';

/**
 * The one reader of process.env. Everything the server can be told by its operator is declared
 * here, validated, and documented in the README's configuration table.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Where the embedded database, files, generated secrets and the mail outbox live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: z.string().url().optional(),
  /** The address users reach the portal at; links in e-mails use it, never the request's Host. */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs session cookies; generated into DATA_DIR/secrets.json when not given. */
  SESSION_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@toolbox.local'),
  /** Password of the administrator created at first start; generated and printed once when absent. */
  ADMIN_PASSWORD: z.string().min(6).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` always, `pretty` always, or `auto`: readable lines when a terminal is attached. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** Trust X-Forwarded-* only when set: `true`, a hop count, or a comma list of proxy addresses. */
  TRUST_PROXY: z.string().optional(),
  /** Folder of the built portal; defaults to apps/portal/dist beside this server. */
  PORTAL_DIR: z.string().optional(),
  /** Folder of the built engineer toolbox (served at /toolbox/); defaults to apps/toolbox/dist. */
  TOOLBOX_DIR: z.string().optional(),
  /** Largest document and software file accepted, in bytes (413 above it). */
  // Service manuals with scans pass 512 MiB (issue #19 item 5).
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 * 1024 * 1024),
  SOFTWARE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 * 1024 * 1024),
  /** Largest image accepted (part diagrams, guide steps, machine photos), in bytes. */
  IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(20 * 1024 * 1024),
  /** How long an unfinished upload is kept for resuming before the hourly sweep removes it. */
  UPLOAD_EXPIRY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 3600),
  /** Turns on GET /metrics (Prometheus text) for a scraper that sends it as a bearer token. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * On SIGTERM, how long requests in flight (an upload PATCH, say) may take to finish before their
   * connections are closed and the process exits; below an orchestrator's own kill timeout.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(25),
  PUSH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** s3://[key:secret@]bucket[/prefix]?endpoint=…&region=…; without it, files go to DATA_DIR/files. */
  STORAGE_URL: z.string().startsWith('s3://').optional(),
  /** Free space DATA_DIR/files must keep; below it /api/health answers 503 (disk storage only). */
  STORAGE_MIN_FREE_MB: z.coerce.number().int().min(0).default(200),
  /** smtp://user:pass@host:587 or smtps://…; without it, mail is written to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Toolbox <no-reply@toolbox.local>'),
  /**
   * Password policy (docs/product.md#password-policy): minimum length 6 unless set; the rest off
   * unless set.
   */
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(128).default(6),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(1).max(1024).optional(),
  PASSWORD_REQUIRE_LOWERCASE: booleanFlag,
  PASSWORD_REQUIRE_UPPERCASE: booleanFlag,
  PASSWORD_REQUIRE_NUMERIC: booleanFlag,
  PASSWORD_REQUIRE_SYMBOL: booleanFlag,
  /** Failed sign-ins from one client address within 15 minutes before it is locked out. */
  LOCKOUT_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** State-changing requests one signed-in user may make per minute (docs/product.md#sec-write-limits). */
  WRITE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(600),
  /** State-changing requests one client address may make per minute, all its users together. */
  WRITE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(3000),
  /** Web Push (VAPID) key pair, base64url; generated into DATA_DIR/secrets.json when not given. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/)
    .optional(),
  /** Contact push services may use: a mailto: or https: URL; defaults to mailto:ADMIN_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .optional(),
  /** Let pushes go to loopback and private addresses (tests with a local push service only). */
  PUSH_ALLOW_PRIVATE_HOSTS: booleanFlag,
});

export type Config = {
  /** Toolbox's version, from the root package.json. */
  version: string;
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: string;
  trustProxy: boolean | number | string[];
  portalDir: string;
  toolboxDir: string;
  migrationsDir: string;
  storageUrl: string | undefined;
  storageMinFreeBytes: number;
  uploadLimits: { document: number; software: number; image: number };
  uploadExpiryMs: number;
  /** Seconds before a device its push service refused for a passing reason is tried again. */
  pushRetryDelaySeconds: number;
  /** SHUTDOWN_GRACE_SECONDS, in milliseconds. */
  shutdownGraceMs: number;
  /** Whether log lines are for a person rather than JSON (LOG_FORMAT, or a terminal on auto). */
  logPretty: boolean;
  /** METRICS_TOKEN: /metrics exists only with it. */
  metricsToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  passwordPolicy: PasswordPolicy;
  lockout: LockoutPolicy;
  writeLimits: WriteLimits;
  /** The operator's VAPID keys; undefined means generated into DATA_DIR at first start. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  pushAllowPrivateHosts: boolean;
};

/** docs/product.md#sec-lockout: the 11th failure for an account within the window is refused. */
export type LockoutPolicy = {
  windowMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
};

/** docs/product.md#sec-write-limits: budgets of state-changing requests per minute. */
export type WriteLimits = {
  windowMs: number;
  perUser: number;
  perAddress: number;
  /** tus PATCH requests (8–32 MiB chunks) per user: a bulk upload sends many in a row. */
  uploadChunksPerUser: number;
  /** The cheap writes that fill the audit log or notification history, per user. */
  accessDeniedPerUser: number;
  testNotificationsPerUser: number;
};

// src/env.ts and the bundled dist/server.js both sit one level below apps/server.
const here = path.dirname(fileURLToPath(import.meta.url));

function readVersion(): string {
  try {
    const file = path.join(here, '../../../package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim());
}

/** Reads and validates the configuration; throws with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together or not at all',
    );
  }
  return {
    version: readVersion(),
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    portalDir: path.resolve(e.PORTAL_DIR ?? path.join(here, '../../portal/dist')),
    toolboxDir: path.resolve(e.TOOLBOX_DIR ?? path.join(here, '../../toolbox/dist')),
    migrationsDir: path.join(here, 'db/migrations'),
    storageUrl: e.STORAGE_URL,
    storageMinFreeBytes: e.STORAGE_MIN_FREE_MB * 1024 * 1024,
    uploadLimits: {
      document: e.DOCUMENT_MAX_BYTES,
      software: e.SOFTWARE_MAX_BYTES,
      image: e.IMAGE_MAX_BYTES,
    },
    uploadExpiryMs: e.UPLOAD_EXPIRY_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    pushRetryDelaySeconds: e.PUSH_RETRY_DELAY_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    logPretty: e.LOG_FORMAT === 'pretty' || (e.LOG_FORMAT === 'auto' && process.stdout.isTTY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    passwordPolicy: {
      minLength: e.PASSWORD_MIN_LENGTH,
      ...(e.PASSWORD_MAX_LENGTH ? { maxLength: e.PASSWORD_MAX_LENGTH } : {}),
      requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
      requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
      requireNonAlphanumeric: e.PASSWORD_REQUIRE_SYMBOL,
    },
    lockout: {
      windowMs: 15 * 60_000,
      maxFailuresPerAccount: 10,
      maxFailuresPerAddress: e.LOCKOUT_MAX_FAILURES_PER_ADDRESS,
    },
    writeLimits: {
      windowMs: 60_000,
      perUser: e.WRITE_LIMIT_PER_USER,
      perAddress: e.WRITE_LIMIT_PER_ADDRESS,
      uploadChunksPerUser: 2 * e.WRITE_LIMIT_PER_USER,
      accessDeniedPerUser: 10,
      testNotificationsPerUser: 5,
    },
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.toLowerCase()}`,
    pushAllowPrivateHosts: e.PUSH_ALLOW_PRIVATE_HOSTS,
  };
}
