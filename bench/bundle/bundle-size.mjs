#!/usr/bin/env node
// Budget check: gzip size of the JavaScript a browser downloads to show /login.
//
// Loads the built app (apps/web/dist) in Debian's Chromium through playwright-core, served by a tiny
// static server with the same SPA fallback as the real one, and sums the gzip size (level 9) of
// every script the page requests until the sign-in form is visible. If Chromium cannot start it
// falls back to walking the Vite manifest (entry + the sign-in chunks and their static imports).
// Exits 1 above the budget. Usage: npm run build -w @revisely/web && npm run bench:bundle
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const ROUTE = '/login';
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Source files whose chunks /login needs, for the manifest fallback.
const LOGIN_SOURCES = ['src/features/auth/components/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'];

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.json': 'application/json',
};

function startStaticServer() {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Not authenticated"}');
      return;
    }
    const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const target =
      file.startsWith(dist) && existsSync(file) && !pathname.endsWith('/') ? file : path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measureInBrowser() {
  const { chromium } = await import('playwright-core');
  const server = await startStaticServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) {
        scripts.add(url.pathname.slice(1));
      }
    });
    await page.goto(`${origin}${ROUTE}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await browser.close();
    server.close();
  }
}

function measureFromManifest() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
  for (const source of LOGIN_SOURCES) visit(source);
  return [...files].filter((f) => f.endsWith('.js'));
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No build at ${dist}. Run: npm run build -w @revisely/web`);
    process.exit(2);
  }
  let files;
  let method = 'chromium';
  try {
    files = await measureInBrowser();
  } catch (error) {
    method = 'vite manifest (chromium unavailable)';
    console.warn(
      `Chromium measurement failed (${error instanceof Error ? error.message.split('\n')[0] : error}); using the manifest.`,
    );
    files = measureFromManifest();
  }
  const rows = files.map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`JavaScript loaded by ${ROUTE} (measured via ${method}):`);
  for (const r of rows) console.log(`  ${kb(r.gzip).padStart(9)}  ${r.file}`);
  console.log(`  ${kb(total).padStart(9)}  total gzip (budget ${kb(BUDGET_BYTES)})`);
  if (total > BUDGET_BYTES) {
    console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
    process.exit(1);
  }
  console.log(`Within budget (${kb(BUDGET_BYTES - total)} to spare).`);
}

await main();
