import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * docs/routes.md lists every route the app registers (method, URL, the file that registers it),
 * taken from the app itself, so it cannot drift: this test fails when the file is stale, and
 * `npm run docs:routes` rewrites it.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const DOC = path.join(repoRoot, 'docs/routes.md');

/** The first stack frame in a feature's or the app's own source: the file that called app.get(…). */
function registeringFile(stack: string): string {
  for (const line of stack.split('\n')) {
    const match = /\((.*\/apps\/server\/src\/[^:)]+):\d+:\d+\)|at (\/.*\/apps\/server\/src\/[^:]+):\d+:\d+/u.exec(line);
    const file = match?.[1] ?? match?.[2];
    if (file && !file.endsWith('/app.ts')) return path.relative(repoRoot, file);
  }
  return 'apps/server/src/app.ts';
}

describe('docs/routes.md', () => {
  let t: TestContext | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('lists every registered route with the file that registers it', async () => {
    const routes: { method: string; url: string; file: string }[] = [];
    t = await createTestApp({
      onRoute: (route: RouteOptions) => {
        const methods = [route.method].flat().filter((m) => m !== 'HEAD');
        for (const method of methods)
          routes.push({ method, url: route.url, file: registeringFile(new Error().stack ?? '') });
      },
    });
    routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    const rows = routes
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `| ${r.method} | \`${r.url}\` | \`${r.file}\` |`);
    const text = [
      '# API routes',
      '',
      'Every route the server registers, generated from the app itself by `apps/server/test/routes-doc.db.test.ts`',
      '(`npm run docs:routes` rewrites this file; the test fails when it is stale). URLs follow the spec, so',
      'decks appear under both `/api/flashcards/decks` and `/api/decks`; the code names the domain `decks`.',
      '',
      '| Method | URL | Registered in |',
      '| --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
    if (process.env.UPDATE_ROUTES_DOC) writeFileSync(DOC, text);
    expect(rows.length).toBeGreaterThan(40);
    expect(readFileSync(DOC, 'utf8'), 'docs/routes.md is stale: run `npm run docs:routes`').toBe(text);
  });
});
