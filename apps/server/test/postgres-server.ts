import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the test run: Debian's server binaries, initdb as the
 * `postgres` user when we are root (initdb refuses root), a free loopback port, fsync off.
 */
export interface TestPostgres {
  url: string;
  stop(): void;
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  throw new Error(
    "PostgreSQL server binaries not found. Run `npm run test:setup` (installs Debian's postgresql) or set PG_BIN_DIR.",
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-pg-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const asOwner = (cmd: string, args: string[]) =>
    (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (isRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const [c, a] = asOwner(path.join(bin, cmd), args);
    const result = spawnSync(c, a, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
