import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.llm).toBeUndefined();
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
      LLM_BASE_URL: 'http://127.0.0.1:9999/v1',
      LLM_MODEL: 'tiny',
      PORT: '8080',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost/db' });
    expect(config.llm).toEqual({ baseUrl: 'http://127.0.0.1:9999/v1', apiKey: undefined, model: 'tiny' });
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ AUTH_RATE_LIMIT_PER_HOUR: '0' }, 'AUTH_RATE_LIMIT_PER_HOUR'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('fails fast naming the variable for %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });
});
