import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const webDist = path.join(root, 'apps/web/dist');

/** One running copy of the built app, owned by one Playwright worker. */
export interface E2EServer {
  baseURL: string;
  /** The server's DATA_DIR (SQLite database, JWT secret). */
  dataDir: string;
  /** Where the loopback SMTP listener writes each received message as an .eml file. */
  mailDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A loopback SMTP listener standing in for the mail provider: each message is written to
 * `mailDir` as an .eml file, where support/mailbox.ts reads the password-reset link.
 */
async function startMailbox(mailDir: string): Promise<{ server: SMTPServer; port: number }> {
  await mkdir(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(mailDir, `${Date.now()}-${count}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  // Port 0: the OS picks a free port, so two workers can never race for the same one.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

type HealthResult = 'healthy' | 'port-in-use';

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<HealthResult> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      // Another process took the probed port between the probe and the server's listen().
      if (output().includes('EADDRINUSE')) return 'port-in-use';
      throw new Error(`The server exited during start-up:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return 'healthy';
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become healthy within 30 s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node apps/server/dist/main.js` on a free loopback port with a fresh temporary DATA_DIR,
 * its own SMTP listener and its own snapshot of apps/web/dist (a rebuild during the run, which
 * empties dist first, would otherwise delete chunks the browser is about to load).
 */
export async function startE2EServer(): Promise<{ server: E2EServer; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revisely-e2e-'));
  const mailDir = path.join(dataDir, 'received-mail');
  const webDistCopy = path.join(dataDir, 'web-dist');
  await cp(webDist, webDistCopy, { recursive: true });
  const mailbox = await startMailbox(mailDir);
  const closeMailbox = () => new Promise<void>((resolve) => mailbox.server.close(() => resolve()));

  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: baseURL,
        WEB_DIST_DIR: webDistCopy,
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        AUTH_RATE_LIMIT_PER_HOUR: '100000',
        LOGIN_RATE_LIMIT_PER_15_MIN: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

    let result: HealthResult;
    try {
      result = await waitForHealth(baseURL, child, () => output);
    } catch (error) {
      await stop(child);
      await closeMailbox();
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
    if (result === 'port-in-use' && attempt < 5) continue;
    if (result === 'port-in-use') {
      await closeMailbox();
      throw new Error(`No free port for the server after ${attempt} attempts:\n${output}`);
    }

    return {
      server: { baseURL, dataDir, mailDir },
      close: async () => {
        await stop(child);
        await closeMailbox();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
}
