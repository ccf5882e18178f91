/**
 * Hostile text and a probe that times a request while checking the server stays responsive.
 * Free of vitest, so bench/api/hostile-text-bench.ts measures the same inputs the tests send.
 */
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
  /** Their statuses: all 200 unless the server failed while it worked. */
  healthStatuses: number[];
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
  const healthStatuses: number[] = [];
  const probing = (async () => {
    // Always at least one probe, sent together with the request.
    do {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      healthMs.push(performance.now() - t0);
      healthStatuses.push(res.status);
      await new Promise((r) => setTimeout(r, 20));
    } while (!done);
  })();
  const result = await request;
  const ms = performance.now() - started;
  await probing;
  return { ...result, ms, healthMs, healthStatuses };
}

export const NOTES =
  'Photosynthesis is the process by which plants make glucose from carbon dioxide and water. ' +
  'It takes place in the chloroplasts, which contain the green pigment chlorophyll. ' +
  'Oxygen is released as a by-product of photosynthesis.';

export const summaryBody = (text: string) => ({
  subject: 'Biology',
  qualification: 'GCSE',
  topic: 'Plants',
  examBoard: 'AQA',
  userEditedText: text,
});
export const cardsBody = (summaryText: string | string[]) => ({
  subject: 'Biology',
  qualification: 'GCSE',
  topic: 'Plants',
  examBoard: 'AQA',
  cardCount: 10,
  difficulty: 'medium',
  summaryText,
});

/** Mixed garbage as 10,000-character items, as large as fits the 1 MiB body limit. */
export function megabyteOfItems(): string[] {
  const items = chunks(garbage(1_100_000, true));
  while (Buffer.byteLength(JSON.stringify(cardsBody(items))) > 1_040_000) items.pop();
  return items;
}

export const HOSTILE: [string, string][] = [
  ['a 100,000-letter word', LETTERS],
  ['100,000 spaces', SPACES],
  ['100,000 punctuation marks', PUNCTUATION],
  ['100,000 characters of mixed garbage', garbage(100_000)],
  // Tables and outlines are read from the raw lines (stop 23): one cell of dashes had taken 12 s.
  ['a table cell of 100,000 dashes and spaces', `a\t${'- '.repeat(49_990)}x\tb\nc\td`],
  ['100,000 characters of pipes and tabs', '|\t'.repeat(50_000)],
];
