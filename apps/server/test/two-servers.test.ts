import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from './built-server-process.js';
import { TINY_PNG } from './fixtures.js';
import { startTestPostgres, type TestPostgres } from './postgres-server.js';
import {
  CLIENT_ADDRESS_HEADER,
  PIN_UPSTREAM_HEADER,
  SERVED_BY_HEADER,
  startRoundRobinProxy,
  type RoundRobinProxy,
} from './round-robin-proxy.js';

/**
 * Two built server processes on one PostgreSQL behind a round-robin proxy, as a school would run
 * them: whatever one server knows (accounts, photos, failed sign-ins, revoked sessions, rate
 * limits, queued mail) the other must know too. The SQLite run starts a PostgreSQL of its own for
 * this file; the PostgreSQL run lends its server (a fresh database in it).
 */
const JWT_SECRET = 'two-servers-test-secret-that-is-long-enough';
const REGISTRATIONS_PER_HOUR = 3;
const PASSWORD = 'correct horse battery';
const LOCKED = { error: 'Too many login attempts. Please try again later.' };
const INVALID = { error: 'Invalid email or password' };
const NOTES = `Cell Biology

Mitochondria are the site of aerobic respiration, which releases energy from glucose. Ribosomes are where proteins are made.
The cell membrane controls what enters and leaves the cell. Plant cells also have a cell wall made of cellulose.`;

let ownPostgres: TestPostgres | undefined;
let adminUrl: string;
let databaseName: string;
const dataDirs: string[] = [];
let servers: BuiltServer[] = [];
let proxy: RoundRobinProxy;

interface Call {
  /** The pretend public address of this test client. */
  from: string;
  token?: string;
  body?: unknown;
  /** Which server must answer; round-robin otherwise. */
  on?: 0 | 1;
}

async function call(method: string, url: string, { from, token, body, on }: Call) {
  const res = await fetch(`${proxy.url}${url}`, {
    method,
    headers: {
      [CLIENT_ADDRESS_HEADER]: from,
      ...(on === undefined ? {} : { [PIN_UPSTREAM_HEADER]: String(on) }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, servedBy: Number(res.headers.get(SERVED_BY_HEADER)), res };
}

const json = async (r: { res: Response }) => (await r.res.json()) as Record<string, unknown>;
const email = () => `student-${randomUUID().slice(0, 8)}@example.com`;

async function register(from: string, on?: 0 | 1) {
  const address = email();
  const r = await call('POST', '/api/auth/register', { from, on, body: { email: address, password: PASSWORD } });
  expect(r.status).toBe(201);
  return { email: address, token: String((await json(r)).token), servedBy: r.servedBy };
}

/** Every .eml written so far by either server (MAIL_MODE=outbox: DATA_DIR/outbox on each). */
function outboxMail(): string[] {
  return dataDirs
    .map((dir) => path.join(dir, 'outbox'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8')));
}

/** The reset token from a quoted-printable text part (soft line breaks and =3D undone). */
function resetToken(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /reset-password\?token=([\w%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in:\n${eml}`);
  return decodeURIComponent(token);
}

beforeAll(async () => {
  const provided = inject('postgresAdminUrl');
  if (provided) adminUrl = provided;
  else {
    ownPostgres = await startTestPostgres();
    adminUrl = ownPostgres.url;
  }
  databaseName = `two_servers_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = adminUrl.replace(/\/postgres$/, `/${databaseName}`);

  // Both start together on an empty database: migrations must serialise between them.
  servers = await Promise.all(
    ['a', 'b'].map((name) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `revisely-two-${name}-`));
      dataDirs.push(dataDir);
      return startBuiltServer({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET,
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
        MAIL_MODE: 'outbox',
        APP_URL: 'http://revisely.school.test',
        LOG_LEVEL: 'warn',
        OCR_WORKERS: '1',
        NLP_WORKERS: '1',
      });
    }),
  );
  proxy = await startRoundRobinProxy(servers.map((s) => s.url));
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (ownPostgres) ownPostgres.stop();
  else if (adminUrl && databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

describe('two app servers on one PostgreSQL behind a load balancer', () => {
  it('spreads requests over both servers in turn', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call('GET', '/api/health', { from: '203.0.113.1' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set([0, 1]));
  });

  it('signs in on one server to an account registered on the other', async () => {
    const from = '203.0.113.10';
    const account = await register(from, 0);
    const login = await call('POST', '/api/auth/login', {
      from,
      on: 1,
      body: { email: account.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = String((await json(login)).token);
    const me = await call('GET', '/api/auth/me', { from, token, on: 0 });
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ email: account.email });
  });

  it('serves a photo uploaded through one server from the other', async () => {
    const from = '203.0.113.11';
    const { token } = await register(from, 1);
    const created = await call('POST', '/api/summaries', {
      from,
      token,
      on: 0,
      body: {
        subject: 'Biology',
        qualification: 'GCSE',
        topic: 'Cells',
        userEditedText: NOTES,
        photoUrl: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const summary = await call('GET', `/api/summaries/${String(id)}`, { from, token, on: 1 });
    expect(summary.status).toBe(200);
    const photoUrl = String((await json(summary)).photoUrl);
    expect(photoUrl).toMatch(/^\/api\/files\/[\w-]+$/);

    const photo = await call('GET', photoUrl, { from, token, on: 1 });
    expect(photo.status).toBe(200);
    expect(photo.res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.res.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('locks an account after 5 wrong passwords spread over both servers', async () => {
    const from = '203.0.113.12';
    const account = await register(from);
    const servedBy: number[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/api/auth/login', {
        from,
        body: { email: account.email, password: `wrong-${i}` },
      });
      expect(wrong.status).toBe(401);
      expect(await json(wrong)).toEqual(INVALID);
      servedBy.push(wrong.servedBy);
    }
    expect(new Set(servedBy)).toEqual(new Set([0, 1]));
    for (const on of [0, 1] as const) {
      const right = await call('POST', '/api/auth/login', {
        from,
        on,
        body: { email: account.email, password: PASSWORD },
      });
      expect(right.status).toBe(429);
      expect(await json(right)).toEqual(LOCKED);
    }
  });

  it('revokes on one server the sessions a password change on the other ended', async () => {
    const from = '203.0.113.13';
    const { token: old } = await register(from, 0);
    // Both servers have seen (and may hold on to) the old session before the change.
    for (const on of [0, 1] as const)
      expect((await call('GET', '/api/auth/me', { from, token: old, on })).status).toBe(200);

    const changed = await call('POST', '/api/auth/change-password', {
      from,
      token: old,
      on: 0,
      body: { currentPassword: PASSWORD, newPassword: 'a new long passphrase' },
    });
    expect(changed.status).toBe(200);
    const fresh = String((await json(changed)).token);

    const stale = await call('GET', '/api/auth/me', { from, token: old, on: 1 });
    expect(stale.status).toBe(401);
    expect(await json(stale)).toHaveProperty('error');
    expect((await call('GET', '/api/auth/me', { from, token: fresh, on: 1 })).status).toBe(200);
  });

  it('counts registrations from one address on both servers against one hourly limit', async () => {
    const from = '203.0.113.14';
    const servedBy: number[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) servedBy.push((await register(from)).servedBy);
    expect(new Set(servedBy)).toEqual(new Set([0, 1]));
    for (const on of [0, 1] as const) {
      const over = await call('POST', '/api/auth/register', { from, on, body: { email: email(), password: PASSWORD } });
      expect(over.status).toBe(429);
      expect(await json(over)).toHaveProperty('error');
    }
    // What the client claims in its own X-Forwarded-For does not buy it a fresh budget: the
    // proxy appends the address it saw, and that is the one the servers trust.
    const spoofed = await fetch(`${proxy.url}/api/auth/register`, {
      method: 'POST',
      headers: {
        [CLIENT_ADDRESS_HEADER]: from,
        'x-forwarded-for': '198.51.100.77',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: email(), password: PASSWORD }),
    });
    expect(spoofed.status).toBe(429);
    // Another address still may register.
    expect((await register('203.0.113.15')).email).toContain('@');
  });

  it('sends a password-reset mail once, whichever server runs the job, and its link works on the other server', async () => {
    const from = '203.0.113.16';
    const account = await register(from, 0);
    const mine = () => outboxMail().filter((m) => m.includes(account.email));
    const asked = await call('POST', '/api/auth/password-reset-request', {
      from,
      on: 1,
      body: { email: account.email },
    });
    expect(asked.status).toBe(200);

    const deadline = Date.now() + 15_000;
    while (mine().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Long enough for the other server's job worker to poll (every 2 s) and find nothing left to send.
    await new Promise((r) => setTimeout(r, 3_000));
    const mails = mine();
    expect(mails).toHaveLength(1);

    const reset = await call('POST', '/api/auth/reset-password', {
      from,
      on: 0,
      body: { token: resetToken(mails[0]!), newPassword: 'reset by mail link' },
    });
    expect(reset.status).toBe(200);
    const login = await call('POST', '/api/auth/login', {
      from,
      on: 1,
      body: { email: account.email, password: 'reset by mail link' },
    });
    expect(login.status).toBe(200);
  });

  it('signs web push with one VAPID key pair, generated once for both servers', async () => {
    const { token } = await register('203.0.113.80');
    const [a, b] = await Promise.all(
      ([0, 1] as const).map((on) => call('GET', '/api/push/vapid-public-key', { from: '203.0.113.80', token, on })),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const [keyA, keyB] = [(await json(a!)).publicKey, (await json(b!)).publicKey];
    expect(typeof keyA).toBe('string');
    expect(keyB).toBe(keyA);
  });
});
