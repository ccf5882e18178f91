import type { LightMyRequestResponse } from 'fastify';
import { multipart } from './fixtures.js';
import { arrayElementFields, core, fieldsOf, sample, stringFields, type FuzzRoute } from './route-fuzz-schema.js';

export interface FuzzRequest {
  label: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

const json = (label: string, value: unknown): FuzzRequest => ({
  label,
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

const HUGE = 'a'.repeat(100_000);

/** Values of the wrong type or out of any sensible range, put in one field at a time. */
const WRONG_VALUES: [string, unknown][] = [
  ['a number', 42],
  ['a huge number', 1e308],
  ['a negative fraction', -0.5],
  ['a string', 'x'],
  ['an empty string', ''],
  ['true', true],
  ['null', null],
  ['an object', { a: { b: [1] } }],
  ['an array', [[1], 'x']],
  ['100 KB', HUGE],
  // Dates and times that parse as patterns but name no real moment (or one past Date's range).
  ['30 February', '2027-02-30'],
  ['a date past year 275760', '275761-01-01'],
  ['month 13, hour 25', '2027-13-01T25:61:00Z'],
  ['a zone that does not exist', 'Mars/Olympus_Mons'],
];
const NESTED_WRONG_VALUES = WRONG_VALUES.filter(([what]) => ['a number', 'null', 'an object', '100 KB'].includes(what));

/** Bad bodies for a route with a JSON body schema; `base` is a plausible body to vary one field of. */
export function jsonBodyBattery(route: FuzzRoute, base: Record<string, unknown>): FuzzRequest[] {
  const fields = Object.keys(fieldsOf(route.body));
  const every = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value] as const));
  const cases: FuzzRequest[] = [
    { label: 'no body' },
    { label: 'empty JSON body', payload: '', headers: { 'content-type': 'application/json' } },
    { label: 'malformed JSON', payload: '{', headers: { 'content-type': 'application/json' } },
    json('null', null),
    json('[]', []),
    json('"text"', 'text'),
    json('42', 42),
    json('{}', {}),
    json('every field a number', every(42)),
    json('every field a string', every('x')),
    json('every field a nested object', every({ a: { b: [1] } })),
    json('every field an array', every([[1], 'x'])),
    json('every field null', every(null)),
    json('every field 100 KB of text', every(HUGE)),
    json('a sample body with unknown extra fields', { ...base, extra: 1, isAdmin: true, userId: 'someone' }),
    {
      label: '__proto__ in the body',
      payload: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
      headers: { 'content-type': 'application/json' },
    },
    { label: 'text/plain', payload: 'hello', headers: { 'content-type': 'text/plain' } },
    { label: 'form-urlencoded', payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'multipart with no file', ...multipartCase([{ name: 'note', value: 'hi' }]) },
    { label: 'JSON with a charset typo', payload: '{}', headers: { 'content-type': 'application/json; charset=nope' } },
  ];
  if (fields.length > 0) cases.push(json('a sample body', base));
  cases.push(
    {
      label: 'JSON nested 100,000 deep',
      payload: '['.repeat(100_000) + ']'.repeat(100_000),
      headers: { 'content-type': 'application/json' },
    },
    {
      label: 'an object nested 10,000 deep in every field',
      payload: JSON.stringify(every('NEST')).replaceAll('"NEST"', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)),
      headers: { 'content-type': 'application/json' },
    },
    json('a body over the 1 MB limit', { ...base, pad: 'x'.repeat(1_100_000) }),
  );
  // One field wrong at a time, the rest plausible, so each field's own check (and what runs after
  // the schema) is reached.
  for (const [field, schema] of Object.entries(fieldsOf(route.body))) {
    for (const [what, value] of WRONG_VALUES) cases.push(json(`${field}: ${what}`, { ...base, [field]: value }));
    const element = arrayElementFields(schema);
    for (const [inner, innerSchema] of Object.entries(element)) {
      const item = sample({ _zod: { def: { type: 'object', shape: element } } }) as Record<string, unknown>;
      void innerSchema;
      for (const [what, value] of NESTED_WRONG_VALUES) {
        cases.push(json(`${field}[0].${inner}: ${what}`, { ...base, [field]: [{ ...item, [inner]: value }] }));
      }
    }
    if (core(schema)._zod.def.type === 'array') {
      const item = sample(schema) as unknown[];
      cases.push(
        json(`${field}: 5,000 items`, { ...base, [field]: Array.from({ length: 5000 }, () => item[0] ?? 'x') }),
      );
    }
  }
  // One hostile string at a time in an otherwise plausible body reaches the service's own checks.
  for (const field of stringFields(route.body)) {
    cases.push(json(`${field}: 100 KB`, { ...base, [field]: HUGE }));
    cases.push(json(`${field}: NUL and odd characters`, { ...base, [field]: 'a\u0000b\ud800c\u202e' }));
  }
  return cases;
}

/** A few cases for routes that read their own body (uploads): the reading must fail cleanly. */
export function rawBodyBattery(): FuzzRequest[] {
  return [
    { label: 'no body' },
    { label: 'malformed JSON', payload: '{', headers: { 'content-type': 'application/json' } },
    json('{}', {}),
    { label: 'text/plain', payload: 'hello', headers: { 'content-type': 'text/plain' } },
    { label: 'form-urlencoded', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'multipart with no file', ...multipartCase([{ name: 'note', value: 'hi' }]) },
    { label: 'multipart, no boundary', payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
    {
      label: 'multipart, truncated',
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    },
    {
      label: 'multipart with two files',
      ...multipartCase(['file', 'image'].map((name) => ({ name, file: garbageFile() }))),
    },
    // Each route reads its file from one of these fields; the others are read past.
    ...['file', 'image', 'attachment'].map((name) => ({
      label: `multipart with a garbage ${name} and odd fields`,
      ...multipartCase([
        ...ODD_FIELDS.map(([field, value]) => ({ name: field, value })),
        { name, file: garbageFile() },
      ]),
    })),
    // Files whose first bytes claim a format (a zip as an Anki package, a PNG, a WebM clip) and
    // whose rest is junk: the readers behind each upload must refuse them, not crash.
    ...TRUNCATED_FORMATS.map(([what, data, filename]) => ({
      label: `multipart with ${what}`,
      ...multipartCase([{ name: 'file', file: { data, filename, type: 'application/octet-stream' } }]),
    })),
    ...TRUNCATED_FORMATS.map(([what, data, filename]) => ({
      label: `multipart with ${what} as the image`,
      ...multipartCase([{ name: 'image', file: { data, filename, type: 'image/png' } }]),
    })),
    {
      label: 'multipart with a CSV-like file and 100 KB fields',
      ...multipartCase([
        ...['deckName', 'separator', 'message', 'subject', 'kind'].map((field) => ({ name: field, value: HUGE })),
        { name: 'file', file: { data: Buffer.from('front\tback\n'.repeat(3)), filename: 'a.txt', type: 'text/plain' } },
      ]),
    },
  ];
}

const junk = Buffer.from('\u0000\u00ff'.repeat(64), 'latin1');
const TRUNCATED_FORMATS: [string, Buffer, string][] = [
  ['a zip header and junk', Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), junk]), 'deck.apkg'],
  ['a PNG header and junk', Buffer.concat([Buffer.from('\u0089PNG\r\n\u001a\n', 'latin1'), junk]), 'a.png'],
  ['a WebM header and junk', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), junk]), 'clip.webm'],
  ['a gzip header and junk', Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08]), junk]), 'a.gz'],
];

const garbageFile = () => ({ data: Buffer.from('not really a file'), filename: '../../etc/passwd', type: 'image/png' });

/** Text fields the upload routes read (kind, import options, feedback), with values they must refuse. */
const ODD_FIELDS: [string, string][] = [
  ['kind', 'video'],
  ['deckId', "x' OR 1=1"],
  ['separator', '\u0000'],
  ['rowSeparator', ''],
  ['hasHeader', 'maybe'],
  ['frontColumn', '-1'],
  ['backColumn', '1e309'],
  ['feedbackType', '{}'],
  ['contactPermission', 'perhaps'],
  ['email', 'not an email'],
];

export function multipartCase(parts: Parameters<typeof multipart>[0]): Pick<FuzzRequest, 'payload' | 'headers'> {
  const body = multipart(parts);
  return { payload: body.payload, headers: body.headers };
}

/** Values for path parameters that name nothing (or are hostile). */
export const BAD_PARAMS: [string, string][] = [
  ['x', 'x'],
  ['%00', '%00'],
  ['1 OR 1=1', encodeURIComponent('1 OR 1=1')],
  ["' OR '1'='1", encodeURIComponent("' OR '1'='1")],
  ['2,000 characters', 'a'.repeat(2000)],
  ['a malformed % escape', '%E0%A4%A'],
  ['../ traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['an emoji', encodeURIComponent('😀')],
  ['-1', '-1'],
];

/** Query strings with wrong types, repeated keys and huge values, for each of the route's keys. */
export function queryBattery(route: FuzzRoute): string[] {
  const keys = Object.keys(fieldsOf(route.query));
  const out: string[] = [];
  for (const key of keys.length > 0 ? keys : ['x']) {
    out.push(
      `${key}=1&${key}=2`,
      `${key}[]=a&${key}[]=b`,
      `${key}[a]=b`,
      `${key}=${'z'.repeat(8000)}`,
      `${key}=%00`,
      `${key}=-1`,
      `${key}=1e309`,
      `${key}=NaN`,
      `${key}=true`,
      `${key}=%E0%A4%A`,
      `${key}=2027-02-30`,
      `${key}=275761-01-01`,
    );
  }
  out.push('&&&==', `${'k'.repeat(3000)}=1`, 'a=1&'.repeat(500));
  return out;
}

/** Signs of internals in an answer: stack frames, source paths, SQL, driver names. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s+at |\bat \S+ \(|Error: .*\n/],
  ['a source path', /\/(work|home|usr|tmp|root)\/|node_modules|\.(ts|js|mjs):\d+/],
  ['SQL', /\b(select|insert into|update \w+ set|delete from)\b.*\b(from|where|values)\b/i],
  ['a database driver', /sqlite|SQLITE_|postgres|syntax error at|relation "|violates .* constraint|duplicate key/i],
];

/** What is wrong with an answer to bad input; empty if it is a clean answer. */
export function problemsWith(res: LightMyRequestResponse, label: string): string[] {
  const where = `${label} → ${res.statusCode}`;
  const snippet = res.body.slice(0, 160).replace(/\s+/g, ' ');
  if (res.statusCode >= 500) return [`${where}: ${snippet}`];
  if (res.statusCode < 400) return [];
  const problems: string[] = [];
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) {
    problems.push(`${where}: not JSON (${String(res.headers['content-type'])}): ${snippet}`);
  } else {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    const error = (body as { error?: unknown } | undefined)?.error;
    if (typeof error !== 'string' || error.trim() === '') problems.push(`${where}: no { error } message: ${snippet}`);
  }
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(res.body)) problems.push(`${where}: leaks ${what}: ${snippet}`);
  }
  return problems;
}
