import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from '../core/trust-proxy.js';

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
  APP_URL: optionalUrl,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalText.default('Revisely <no-reply@revisely.local>'),
  FEEDBACK_TO: optionalText.pipe(z.email().optional()),
  AUTH_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
  LOGIN_RATE_LIMIT_PER_15_MIN: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText.default('gpt-4o-mini'),
  WEB_DIST_DIR: optionalText,
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  OCR_QUEUE_LIMIT: z.coerce.number().int().min(1).default(16),
  OCR_ENGINE: z.enum(['auto', 'native', 'wasm']).default('auto'),
  NLP_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
  NLP_QUEUE_LIMIT: z.coerce.number().int().min(0).default(16),
  NLP_JOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  appUrl: string;
  jwtSecret: string;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; feedbackTo: string | undefined };
  authRateLimitPerHour: number;
  loginRateLimitPer15Min: number;
  trustProxy: TrustProxy;
  logLevel: string;
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  webDistDir: string | undefined;
  uploadsDir: string;
  ocr: { workers: number | undefined; queueLimit: number; engine: 'auto' | 'native' | 'wasm' };
  nlp: { workers: number | undefined; queueLimit: number; jobTimeoutMs: number };
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
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'revisely.sqlite') },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      feedbackTo: e.FEEDBACK_TO,
    },
    authRateLimitPerHour: e.AUTH_RATE_LIMIT_PER_HOUR,
    loginRateLimitPer15Min: e.LOGIN_RATE_LIMIT_PER_15_MIN,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    webDistDir: e.WEB_DIST_DIR,
    uploadsDir: path.join(dataDir, 'uploads'),
    ocr: { workers: e.OCR_WORKERS, queueLimit: e.OCR_QUEUE_LIMIT, engine: e.OCR_ENGINE },
    nlp: { workers: e.NLP_WORKERS, queueLimit: e.NLP_QUEUE_LIMIT, jobTimeoutMs: e.NLP_JOB_TIMEOUT_MS },
  };
}

/** A secret generated on first start and kept in DATA_DIR, so restarts keep sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
