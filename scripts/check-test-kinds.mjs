#!/usr/bin/env node
// Server tests that touch the database must say so in their name, because vitest.config.ts runs
// `*.db.test.ts` twice (SQLite, then PostgreSQL) and every other test once. A test that builds
// the app or a database through test/test-app.ts under another name would silently skip
// PostgreSQL; this check fails instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const DATABASE_HELPERS = /from ['"][./]*(?:test\/)?test-app\.js['"]/;

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (entry.name.endsWith('.test.ts')) yield full;
  }
}

const wrong = [];
for (const file of [...testFiles(path.join(server, 'src')), ...testFiles(path.join(server, 'test'))]) {
  if (/\.(db|pg)\.test\.ts$/.test(file)) continue;
  if (DATABASE_HELPERS.test(readFileSync(file, 'utf8'))) wrong.push(path.relative(root, file));
}
if (wrong.length > 0) {
  console.error('These tests use test/test-app.ts (a database) but are not named *.db.test.ts:');
  for (const file of wrong) console.error(`  ${file}`);
  process.exit(1);
}
