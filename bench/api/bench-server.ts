/**
 * Shared by the API benches: the built server and a bare Fastify route started in child processes,
 * and autocannon runs against them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';

export const root = path.resolve(import.meta.dirname, '../..');
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// Another build to compare against (e.g. a `git worktree` of an older commit): its dist/main.js.
const SERVER_ENTRY = process.env.BENCH_SERVER ?? path.join(root, 'apps/server/dist/main.js');

export interface Started {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server at ${url} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function started(base: string, child: ChildProcess): Started {
  return {
    base,
    child,
    stop: async () => {
      // A child killed by a signal has a signalCode and no exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The built server (`npm run build` first) on SQLite in `dataDir`, or on PostgreSQL at `databaseUrl`. */
export async function startApp(dataDir: string, databaseUrl = ''): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_ARGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...(databaseUrl ? { JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789' } : {}),
      AUTH_RATE_LIMIT_PER_HOUR: '100000',
      LOGIN_RATE_LIMIT_PER_15_MIN: '100000',
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return started(base, child);
}

/** The anchor: Fastify's own overhead for a trivial JSON route on this machine, right now. */
export async function startBare(dataDir: string): Promise<Started> {
  const port = await freePort();
  const file = path.join(dataDir, 'bare.mjs');
  writeFileSync(
    file,
    `import Fastify from ${JSON.stringify(path.join(root, 'node_modules/fastify/fastify.js'))};
     const app = Fastify({ logger: false });
     app.get('/hello', async () => ({ hello: 'world' }));
     await app.listen({ port: ${port}, host: '127.0.0.1' });`,
  );
  const child = spawn(process.execPath, [file], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/hello`, child);
  return started(base, child);
}

export function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

export async function register(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-time-zone': 'Europe/London' };
}

export async function createDeck(
  base: string,
  auth: Record<string, string>,
  name: string,
  cards: number,
): Promise<{ id: string; cards: { id: string }[] }> {
  const res = await fetch(`${base}/api/flashcards/decks`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      name,
      subject: 'Biology',
      cards: Array.from({ length: cards }, (_, i) => ({ front: `${name} question ${i}?`, back: `Answer ${i}` })),
    }),
  });
  if (!res.ok) throw new Error(`create deck: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; cards: { id: string }[] };
}
