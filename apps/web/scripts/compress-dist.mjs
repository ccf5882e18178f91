#!/usr/bin/env node
// Writes Brotli (.br) and gzip (.gz) copies of the built app's text assets, so the server can send
// them by Accept-Encoding without compressing on every request (@fastify/static `preCompressed`).
// Compressing once at build time lets us use the slowest, smallest settings. Files that would not
// shrink by at least 10% are left alone; the server then sends the original.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/u;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length * 0.9) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length * 0.9) writeFileSync(`${file}.gz`, gz);
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `compress-dist: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
