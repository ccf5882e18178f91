import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const run = promisify(execFile);
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'revisely-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'revisely.sqlite') });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.authRateLimitPerHour).toBe(100);
    // A school's classes sign in from one address (docs/operations.md, Limits and proxies).
    expect(config.loginRateLimitPer15Min).toBe(600);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.llm).toBeUndefined();
  });

  it('limits storage per user to 1 GB unless USER_STORAGE_LIMIT_BYTES says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).userStorageLimitBytes).toBe(1024 ** 3);
    expect(loadConfig({ DATA_DIR: tmp(), USER_STORAGE_LIMIT_BYTES: '5000000' }).userStorageLimitBytes).toBe(5_000_000);
    expect(() => loadConfig({ DATA_DIR: tmp(), USER_STORAGE_LIMIT_BYTES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), USER_STORAGE_LIMIT_BYTES: '1GB' })).toThrow(ConfigError);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('selects PostgreSQL and the LLM when configured', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u@localhost/db',
      JWT_SECRET: 'a-secret-shared-by-every-app-server-0123456789',
      LLM_BASE_URL: 'http://127.0.0.1:9999/v1',
      LLM_MODEL: 'tiny',
      PORT: '8080',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost/db', poolSize: 10 });
    expect(config.llm).toEqual({ baseUrl: 'http://127.0.0.1:9999/v1', apiKey: undefined, model: 'tiny' });
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE', () => {
    const env = { DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@localhost/db', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '40' }).database).toMatchObject({ poolSize: 40 });
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ AUTH_RATE_LIMIT_PER_HOUR: '0' }, 'AUTH_RATE_LIMIT_PER_HOUR'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ QUOTA_OCR_PER_HOUR: '0' }, 'QUOTA_OCR_PER_HOUR'],
    [{ FILE_STORE: 'ftp' }, 'FILE_STORE'],
    [{ MAIL_MODE: 'pigeon' }, 'MAIL_MODE'],
  ])('fails fast naming the variable for %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('needs JWT_SECRET with DATABASE_URL, since every app server must share it', () => {
    const env = { DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@localhost/db' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n {2}JWT_SECRET: required when DATABASE_URL is set/);
  });

  it('reads a secret file another process created first instead of replacing it', () => {
    const dir = tmp();
    const theirs = 'x'.repeat(40);
    writeFileSync(path.join(dir, 'jwt-secret'), theirs, { flag: 'wx' });
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(theirs);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(theirs);
  });

  it('gives processes starting together on one DATA_DIR the same secret', async () => {
    const dir = tmp();
    const script = `import(${JSON.stringify(path.join(import.meta.dirname, 'config.ts'))}).then((m) => process.stdout.write(m.loadConfig({ DATA_DIR: ${JSON.stringify(dir)} }).jwtSecret))`;
    const secrets = await Promise.all(
      [1, 2, 3].map(async () => (await run(process.execPath, ['--import', 'tsx', '-e', script])).stdout),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
  }, 30_000);

  it('refuses a secret file that is too short rather than silently replacing it', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'jwt-secret'), 'short');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/JWT_SECRET: .*jwt-secret holds fewer than 32 characters/);
  });

  it('in production, needs SMTP_URL unless MAIL_MODE=outbox is chosen on purpose', () => {
    const production = { DATA_DIR: tmp(), NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration:\n {2}SMTP_URL: required with NODE_ENV=production/,
    );
    const outbox = loadConfig({ ...production, MAIL_MODE: 'outbox' });
    expect(outbox.mail.smtpUrl).toBeUndefined();
    expect(outbox.mail.logLinks).toBe(false);
    const smtp = loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' });
    expect(smtp.mail.smtpUrl).toBe('smtp://mail.example.com:587');
    expect(smtp.mail.logLinks).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tmp(), MAIL_MODE: 'smtp' })).toThrow(/SMTP_URL: required when MAIL_MODE=smtp/);
  });

  it('logs outbox links outside production (a bare npm start works offline)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).mail.logLinks).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'development' }).mail.logLinks).toBe(true);
  });

  it('keeps files on disk with SQLite and in the database with PostgreSQL by default', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).files).toEqual({ kind: 'local', dir: path.join(dir, 'uploads') });
    const pg = { DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@localhost/db', JWT_SECRET: 's'.repeat(40) };
    expect(loadConfig(pg).files).toEqual({ kind: 'postgres' });
    expect(loadConfig({ ...pg, FILE_STORE: 'local' }).files.kind).toBe('local');
    expect(() => loadConfig({ DATA_DIR: tmp(), FILE_STORE: 'postgres' })).toThrow(
      /FILE_STORE: postgres .* needs DATABASE_URL/,
    );
  });

  it('configures an S3-compatible store, failing fast without a bucket', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), FILE_STORE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORE=s3/);
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: /);
    const config = loadConfig({
      DATA_DIR: tmp(),
      FILE_STORE: 's3',
      S3_BUCKET: 'revisely',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.files).toEqual({
      kind: 's3',
      bucket: 'revisely',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('takes VAPID keys from env as a pair, else leaves them to the database; https-only push outside tests', () => {
    const none = loadConfig({ DATA_DIR: tmp() });
    expect(none.push).toEqual({
      keys: undefined,
      subject: 'mailto:no-reply@revisely.local',
      allowInsecureEndpoints: false,
    });
    const both = loadConfig({
      DATA_DIR: tmp(),
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://revisely.example',
    });
    expect(both.push.keys).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(both.push.subject).toBe('https://revisely.example');
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PRIVATE_KEY: /);
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_SUBJECT: 'http://x' })).toThrow(/VAPID_SUBJECT: /);
  });

  it('sets per-user hourly quotas with defaults and overrides', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).quotas).toEqual({
      ocrPerHour: 60,
      summariesPerHour: 60,
      generationPerHour: 60,
      highYieldPerHour: 60,
      exportsPerHour: 20,
      feedbackPerHour: 10,
      importsPerHour: 60,
    });
    expect(loadConfig({ DATA_DIR: tmp(), QUOTA_FEEDBACK_PER_HOUR: '3' }).quotas.feedbackPerHour).toBe(3);
  });
});
