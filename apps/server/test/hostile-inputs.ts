import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Text a user could paste or an OCR could produce, chosen to be hard for tokenisers and regexes. */
export const LETTERS = 'a'.repeat(100_000);
export const SPACES = ' '.repeat(100_000);
export const PUNCTUATION = '.,;:!?-–—…()[]"\'/*#•'.repeat(6_000).slice(0, 100_000);

const PIECES = [
  'ab',
  'The cell ',
  ' is ',
  'because ',
  ' ',
  '  ',
  '.',
  '!!',
  '?',
  '\n',
  '\n\n',
  '\t',
  '- ',
  '• ',
  '1. ',
  '12.5%',
  '(',
  ')',
  '**',
  '# ',
  ': ',
  'é',
  'Ⅻ',
  '😀',
  '\u200f',
  'e\u0301',
  '\u0000',
  '£3,000',
  'Mr.',
  'etc.',
  'CO2',
  'i.e.',
  'AAAAAAAAAAAAAAAAAAAA',
  'www.example.com/a?b=c',
];
/** ASCII pieces only: their JSON is exactly as long as the text, so a body can be sized precisely. */
const ASCII_PIECES = PIECES.filter((p) => /^[\x20-\x7e\n]*$/u.test(p) && !p.includes('"') && !p.includes('\\'));

/** Deterministic mixed garbage of exactly `length` characters. */
export function garbage(length: number, ascii = false): string {
  const pieces = ascii ? ASCII_PIECES : PIECES;
  let seed = 12345;
  let out = '';
  while (out.length < length) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += pieces[(seed >>> 8) % pieces.length];
  }
  return out.slice(0, length);
}

/** `text` cut into pieces of at most `size` characters (the contract's limit for summaryText items). */
export function chunks(text: string, size = 10_000): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export interface Measured {
  status: number;
  body: { error?: unknown } & Record<string, unknown>;
  ms: number;
  /** Round-trip times of the health checks sent while the request was in flight. */
  healthMs: number[];
}

/**
 * POSTs `body` to a listening server and, while that request runs, keeps asking GET /api/health
 * from another connection. A real socket matters: app.inject would run on the same loop and
 * queue behind the request instead of showing whether the loop is free.
 */
export async function postWhileProbing(base: string, path: string, token: string, body: unknown): Promise<Measured> {
  const started = performance.now();
  let done = false;
  const request = fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as Measured['body'] }))
    .finally(() => {
      done = true;
    });
  const healthMs: number[] = [];
  const probing = (async () => {
    // Always at least one probe, sent together with the request.
    do {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      healthMs.push(performance.now() - t0);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    } while (!done);
  })();
  const result = await request;
  const ms = performance.now() - started;
  await probing;
  return { ...result, ms, healthMs };
}

/** A clear answer (2xx, or 4xx/503 with a JSON `{ error }`), in time, and the server stayed responsive. */
export function expectCleanAndPrompt(m: Measured, label: string): void {
  const ok = m.status >= 200 && m.status < 300;
  const clearError = (m.status >= 400 && m.status < 500) || m.status === 503;
  expect(ok || clearError, `${label}: status ${m.status} ${JSON.stringify(m.body).slice(0, 200)}`).toBe(true);
  if (!ok) {
    expect(typeof m.body.error, `${label}: error body`).toBe('string');
    expect(String(m.body.error).length).toBeGreaterThan(0);
  }
  expect(m.ms, `${label}: response time`).toBeLessThan(2_000);
  expect(Math.max(...m.healthMs), `${label}: slowest health check while it ran`).toBeLessThan(100);
}

/** Listens on a free loopback port and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
