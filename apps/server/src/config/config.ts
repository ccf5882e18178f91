import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from '../core/trust-proxy.js';

/**
 * Sign-in calls per client address in any 15 minutes. A school's pupils share one address (its
 * proxy or NAT), and a class signs in together at the start of a lesson: 30 locked out the 31st
 * pupil. 600 lets several classes in at once and still caps a flood of password guesses from one
 * address to 40 a minute; each account is also locked after 5 wrong passwords (login-attempts.ts).
 */
export const DEFAULT_LOGIN_RATE_LIMIT_PER_15_MIN = 600;

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Per-user hourly budgets for the expensive calls (core/user-quota.ts), each overridable by env. */
const quota = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const QUOTA_ENV = {
  QUOTA_OCR_PER_HOUR: quota(60),
  QUOTA_SUMMARIES_PER_HOUR: quota(60),
  QUOTA_GENERATION_PER_HOUR: quota(60),
  QUOTA_HIGH_YIELD_PER_HOUR: quota(60),
  QUOTA_EXPORTS_PER_HOUR: quota(20),
  QUOTA_FEEDBACK_PER_HOUR: quota(10),
  // Previews count too: the import dialog previews again when the separator or column changes.
  QUOTA_IMPORTS_PER_HOUR: quota(60),
};
/**
 * Cards one deck may hold, imports included: 20,000 is years of a subject's revision, while a deck
 * of hundreds of thousands makes every read of it slow for the whole server.
 */
const DECK_CARD_LIMIT_ENV = { DECK_CARD_LIMIT: z.coerce.number().int().min(1).default(20_000) };
/**
 * Bytes one account may keep: card text, card images and clips, note photos and attachments. 1 GB
 * is thousands of photographed pages; without a cap one account can fill the disk for everyone.
 */
const USER_STORAGE_LIMIT_ENV = {
  USER_STORAGE_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024 * 1024),
};

export type FileStoreConfig =
  | { kind: 'local'; dir: string }
  | { kind: 'postgres' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export interface QuotaConfig {
  ocrPerHour: number;
  summariesPerHour: number;
  generationPerHour: number;
  highYieldPerHour: number;
  exportsPerHour: number;
  feedbackPerHour: number;
  importsPerHour: number;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  /** PostgreSQL connections per app server (docs/operations.md); ignored with SQLite. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  APP_URL: optionalUrl,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalText.default('Revisely <no-reply@revisely.local>'),
  FEEDBACK_TO: optionalText.pipe(z.email().optional()),
  AUTH_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
  LOGIN_RATE_LIMIT_PER_15_MIN: z.coerce.number().int().min(1).default(DEFAULT_LOGIN_RATE_LIMIT_PER_15_MIN),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText.default('gpt-4o-mini'),
  /** A vision-capable model at LLM_BASE_URL; enables 'Read with AI' on the review step. */
  LLM_VISION_MODEL: optionalText,
  WEB_DIST_DIR: optionalText,
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  OCR_QUEUE_LIMIT: z.coerce.number().int().min(1).default(16),
  OCR_ENGINE: z.enum(['auto', 'native', 'wasm']).default('auto'),
  NLP_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
  NLP_QUEUE_LIMIT: z.coerce.number().int().min(0).default(16),
  NLP_JOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  MAIL_MODE: z.enum(['smtp', 'outbox']).optional(),
  FILE_STORE: z.enum(['local', 'postgres', 's3']).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText.default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Web push keys (base64url, as `npx web-push generate-vapid-keys` prints); unset: generated once into the database. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** VAPID contact the push services may use; default mailto: the MAIL_FROM address. */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  ...QUOTA_ENV,
  ...DECK_CARD_LIMIT_ENV,
  ...USER_STORAGE_LIMIT_ENV,
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number };
  appUrl: string;
  jwtSecret: string;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    feedbackTo: string | undefined;
    /** Whether the outbox mailer may log reset links (never with NODE_ENV=production). */
    logLinks: boolean;
  };
  files: FileStoreConfig;
  quotas: QuotaConfig;
  /** Most cards one deck may hold (DECK_CARD_LIMIT). */
  deckCardLimit: number;
  /** Bytes one account may store (USER_STORAGE_LIMIT_BYTES). */
  userStorageLimitBytes: number;
  authRateLimitPerHour: number;
  loginRateLimitPer15Min: number;
  trustProxy: TrustProxy;
  logLevel: string;
  llm: { baseUrl: string; apiKey: string | undefined; model: string; visionModel?: string | undefined } | undefined;
  webDistDir: string | undefined;
  uploadsDir: string;
  ocr: { workers: number | undefined; queueLimit: number; engine: 'auto' | 'native' | 'wasm' };
  nlp: { workers: number | undefined; queueLimit: number; jobTimeoutMs: number };
  push: {
    /** Both set from env, or undefined: generated once and kept in the database (ADR 0012). */
    keys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    /** Plain-http subscription endpoints are accepted only in tests (a loopback push service). */
    allowInsecureEndpoints: boolean;
  };
}

export class ConfigError extends Error {}

/**
 * Parses the environment once at start-up; any bad value stops the server with a message that
 * names the variable, instead of failing later in a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = crossChecks(e, env.NODE_ENV === 'production');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'sqlite', file: path.join(dataDir, 'revisely.sqlite') },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      feedbackTo: e.FEEDBACK_TO,
      logLinks: env.NODE_ENV !== 'production',
    },
    files: fileStoreConfig(e, path.join(dataDir, 'uploads')),
    quotas: {
      ocrPerHour: e.QUOTA_OCR_PER_HOUR,
      summariesPerHour: e.QUOTA_SUMMARIES_PER_HOUR,
      generationPerHour: e.QUOTA_GENERATION_PER_HOUR,
      highYieldPerHour: e.QUOTA_HIGH_YIELD_PER_HOUR,
      exportsPerHour: e.QUOTA_EXPORTS_PER_HOUR,
      feedbackPerHour: e.QUOTA_FEEDBACK_PER_HOUR,
      importsPerHour: e.QUOTA_IMPORTS_PER_HOUR,
    },
    deckCardLimit: e.DECK_CARD_LIMIT,
    userStorageLimitBytes: e.USER_STORAGE_LIMIT_BYTES,
    authRateLimitPerHour: e.AUTH_RATE_LIMIT_PER_HOUR,
    loginRateLimitPer15Min: e.LOGIN_RATE_LIMIT_PER_15_MIN,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, visionModel: e.LLM_VISION_MODEL }
      : undefined,
    webDistDir: e.WEB_DIST_DIR,
    uploadsDir: path.join(dataDir, 'uploads'),
    ocr: { workers: e.OCR_WORKERS, queueLimit: e.OCR_QUEUE_LIMIT, engine: e.OCR_ENGINE },
    nlp: { workers: e.NLP_WORKERS, queueLimit: e.NLP_QUEUE_LIMIT, jobTimeoutMs: e.NLP_JOB_TIMEOUT_MS },
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
      allowInsecureEndpoints: e.NODE_ENV === 'test',
    },
  };
}

type Env = z.infer<typeof EnvSchema>;

/**
 * Rules that span variables. `production` is NODE_ENV=production as set by the deployment; a bare
 * `npm start` (NODE_ENV unset) keeps the offline defaults.
 */
function crossChecks(e: Env, production: boolean): string[] {
  const problems: string[] = [];
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    problems.push(
      'JWT_SECRET: required when DATABASE_URL is set, so every app server signs sessions with the same secret (e.g. `openssl rand -base64 48`)',
    );
  }
  if (e.MAIL_MODE === 'smtp' && !e.SMTP_URL) problems.push('SMTP_URL: required when MAIL_MODE=smtp');
  if (production && !e.SMTP_URL && e.MAIL_MODE !== 'outbox') {
    problems.push(
      'SMTP_URL: required with NODE_ENV=production so password-reset mail reaches students; set MAIL_MODE=outbox to keep mail in DATA_DIR/outbox on purpose',
    );
  }
  if (e.FILE_STORE === 'postgres' && !e.DATABASE_URL) {
    problems.push('FILE_STORE: postgres keeps files in the database and needs DATABASE_URL (use local with SQLite)');
  }
  if (e.FILE_STORE === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: required when FILE_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  return problems;
}

/** 'Revisely <no-reply@revisely.local>' → 'no-reply@revisely.local'. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** Files go to the database by default with PostgreSQL, so N app servers need nothing else shared. */
function fileStoreConfig(e: Env, uploadsDir: string): FileStoreConfig {
  const kind = e.FILE_STORE ?? (e.DATABASE_URL ? 'postgres' : 'local');
  if (kind === 'local') return { kind, dir: uploadsDir };
  if (kind === 'postgres') return { kind };
  return {
    kind,
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

/**
 * A secret generated on first start and kept in DATA_DIR, so restarts keep sessions valid. The
 * file is created exclusively: when two processes start together on one DATA_DIR, the loser
 * reads the winner's secret instead of overwriting it.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const existing = readExistingSecret(file);
  if (existing.length < 32) {
    throw new ConfigError(
      `Invalid configuration:\n  JWT_SECRET: ${file} holds fewer than 32 characters; delete it to generate a new secret or set JWT_SECRET`,
    );
  }
  return existing;
}

/** The winner of the race may still be writing (a 64-byte write); wait briefly for it. */
function readExistingSecret(file: string): string {
  let existing = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  return existing;
}
