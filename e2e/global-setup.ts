import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, serverEntry, webDist } from './support/server';

/**
 * Checks the build is there before any worker starts. Each worker then starts its own server,
 * data directory and mailbox (the worker-scoped `server` fixture in support/fixtures.ts).
 */
export default function globalSetup(): void {
  for (const file of [serverEntry, path.join(webDist, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
  }
}
