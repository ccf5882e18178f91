#!/usr/bin/env node
// Checks the NLP word lists (apps/server/src/adapters/nlp/data/**/*.txt): one term per line, `#`
// comment lines, `[group]` headers. Within a group: no duplicates, and each run of terms (between
// comments, blank lines and headers) sorted. No stray characters, tabs, carriage returns, or
// leading, trailing or double spaces. `--fix` sorts the runs, drops duplicates and trims spaces.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'apps/server/src/adapters/nlp/data');
const fix = process.argv.includes('--fix');

/** Letters (any script, with marks), digits, and the punctuation real terms use. */
const TERM = /^[\p{L}\p{M}\p{N}¿-][\p{L}\p{M}\p{N} '\-,/.+()=*&–?!;:¿]*$/u;
const HEADER = /^\[[a-z0-9]+(?:-[a-z0-9]+)*\]$/u;
const compare = (a, b) => a.localeCompare(b, 'en') || (a < b ? -1 : a > b ? 1 : 0);

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return name.endsWith('.txt') ? [full] : [];
    });
}

const problems = [];
let fixedFiles = 0;
for (const file of files(dataDir)) {
  const rel = path.relative(root, file);
  const text = readFileSync(file, 'utf8');
  const report = (line, message) => problems.push(`${rel}:${line}: ${message}`);
  if (!text.endsWith('\n')) report('end', 'file must end with a newline');
  if (text.includes('\r')) report(1, 'carriage return (use LF line endings)');
  const lines = text.replace(/\r/gu, '').split('\n');
  if (lines.at(-1) === '') lines.pop();

  const out = [];
  const groups = new Set();
  let seen = new Set();
  let run = [];
  let groupTerms = 0;
  const flushRun = () => {
    const sorted = [...new Set(run)].sort(compare);
    out.push(...sorted);
    run = [];
  };
  const closeGroup = (line) => {
    if (groups.size > 0 && groupTerms === 0) report(line, 'empty group');
  };
  lines.forEach((raw, i) => {
    const n = i + 1;
    if (raw === '' || raw.startsWith('#')) {
      flushRun();
      out.push(raw.replace(/\s+$/u, ''));
      if (/\s$/u.test(raw)) report(n, 'trailing space');
      return;
    }
    if (raw.startsWith('[')) {
      flushRun();
      closeGroup(n);
      if (!HEADER.test(raw)) report(n, `bad group header ${JSON.stringify(raw)} (want [kebab-case])`);
      else if (groups.has(raw)) report(n, `group ${raw} appears twice`);
      groups.add(raw);
      seen = new Set();
      groupTerms = 0;
      out.push(raw);
      return;
    }
    const term = raw.trim().replace(/ {2,}/gu, ' ');
    if (term !== raw) report(n, `leading, trailing or double space in ${JSON.stringify(raw)}`);
    if (raw.includes('\t')) report(n, 'tab');
    else if (!TERM.test(term)) report(n, `stray character in ${JSON.stringify(raw)}`);
    if (seen.has(term)) report(n, `duplicate ${JSON.stringify(term)}`);
    else if (run.length > 0 && compare(run.at(-1), term) > 0)
      report(n, `${JSON.stringify(term)} out of order (after ${JSON.stringify(run.at(-1))})`);
    seen.add(term);
    groupTerms++;
    run.push(term);
  });
  flushRun();
  closeGroup(lines.length);
  const fixed = `${out.join('\n')}\n`;
  if (fix && fixed !== text) {
    writeFileSync(file, fixed);
    fixedFiles++;
  }
}

if (fix) {
  console.log(`Word lists: rewrote ${fixedFiles} file(s); run again without --fix to see what is left.`);
} else if (problems.length > 0) {
  console.error(`Word list problems (node scripts/check-word-lists.mjs --fix sorts and de-duplicates):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
} else {
  console.log('Word lists: OK');
}
