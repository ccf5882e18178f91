#!/usr/bin/env node
// Keeps source files small enough to read in one sitting: no tracked or new source file
// (.ts, .tsx, .mjs, .js under apps/, packages/, e2e/, bench/, scripts/) may exceed MAX_LINES.
// Data files are exempt: anything under a `data/` or `golden/` folder, `*.golden.*`, JSON and
// text files, and generated output (node_modules, dist, build output, `*.generated.*`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 450;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(?:ts|tsx|mjs|js)$/u;
const ROOTS = /^(?:apps|packages|e2e|bench|scripts)\//u;
const EXEMPT = [
  /(?:^|\/)(?:node_modules|dist|build|coverage|test-results|playwright-report)\//u,
  /(?:^|\/)(?:data|golden|goldens|__generated__)\//u,
  /\.(?:generated|golden)\.[^/]+$/u,
  /\.d\.ts$/u,
  /^apps\/web\/public\//u,
];

const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\n')
  .filter(Boolean);

const tooLong = [];
for (const file of [...new Set(listed)].sort()) {
  if (!SOURCE.test(file) || !ROOTS.test(file) || EXEMPT.some((re) => re.test(file))) continue;
  const full = path.join(root, file);
  if (!existsSync(full)) continue; // tracked but deleted in the work tree
  const text = readFileSync(full, 'utf8');
  const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push({ file, lines });
}

if (tooLong.length > 0) {
  console.error(`These source files have more than ${MAX_LINES} lines (split them by what each part does):`);
  for (const { file, lines } of tooLong) console.error(`  ${file}: ${lines} lines`);
  process.exit(1);
}
