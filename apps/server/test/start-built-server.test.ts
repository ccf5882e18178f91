import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPackage } from './anki-fixtures.js';

/** Starts the compiled server the way `npm start` does (after `npm run build`). */
const serverRoot = path.resolve(import.meta.dirname, '..');
const entry = path.join(serverRoot, 'dist/main.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

describe('the built server', () => {
  let child: ChildProcess;
  let base: string;
  let output = '';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'revisely-start-'));

  beforeAll(async () => {
    expect(existsSync(entry), 'run `npm run build` before this test').toBe(true);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [entry], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a fresh SQLite database and reports health', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(existsSync(path.join(dataDir, 'revisely.sqlite'))).toBe(true);
    // The WAL checkpoint worker (ADR 0017) starts from the compiled code, without falling back.
    expect(output).not.toContain('checkpoint worker unavailable');
  });

  it('serves the web app for any non-API path and JSON 404 for unknown API paths', async () => {
    const page = await fetch(`${base}/summaries/some-id?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
    const staleChunk = await fetch(`${base}/assets/index-from-an-older-deploy.js`);
    expect(staleChunk.status).toBe(404);
    const api = await fetch(`${base}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
  });

  it('sends the pre-compressed copy of an asset the browser can decode, and the original otherwise', async () => {
    const shell = await (await fetch(`${base}/login`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/u.exec(shell)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBody = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${base}${script}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(Number(res.headers.get('content-length'))).toBeLessThan(plainBody.length / 2);
      // fetch decodes the body: it must be the same script.
      expect(await res.text()).toBe(plainBody);
    }
  });

  it('does not log passwords', async () => {
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'logcheck@example.com', password: 'hunter2-secret' }),
    });
    expect(output).not.toContain('hunter2-secret');
  });

  it('reads an Anki package on the compiled import worker thread', async () => {
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'importer@example.com', password: 'correct horse battery' }),
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };
    const pkg = legacyPackage({
      notes: [{ guid: 'built1', type: 'basic', deck: 'Built', fields: ['<b>Mitosis</b> makes?', 'Two cells'] }],
    });
    const form = new FormData();
    form.append('file', new Blob([pkg]), 'built.apkg');
    const res = await fetch(`${base}/api/flashcards/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ imported: 1, decks: [{ name: 'Built', cardCount: 1 }] });
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The checkpoint worker closed its connection first, so closing the server's checkpointed the
    // WAL into the database file and removed it.
    expect(existsSync(path.join(dataDir, 'revisely.sqlite-wal'))).toBe(false);
  });

  it('refuses to start with a bad setting, naming the variable', () => {
    const result = spawnSync(process.execPath, [entry], {
      cwd: serverRoot,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
