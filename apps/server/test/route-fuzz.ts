import type { RouteOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { multipart } from './fixtures.js';

/** One API route as the app registered it, with the Zod schemas of its inputs. */
export interface FuzzRoute {
  method: string;
  url: string;
  params: string[];
  body?: ZodLike;
  query?: ZodLike;
}

/** Just enough of a Zod 4 schema's internals to walk it (`schema._zod.def`). */
interface ZodDef {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  element?: ZodLike;
  entries?: Record<string, string | number>;
  in?: ZodLike;
  options?: ZodLike[];
  values?: unknown[];
  format?: string;
  getter?: () => ZodLike;
  checks?: { _zod: { def: { check?: string; value?: unknown; inclusive?: boolean } } }[];
}
export interface ZodLike {
  _zod: { def: ZodDef };
}

const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike)._zod.def === 'object';

/** Collects every /api route (HEAD copies of GET routes aside) from the app's onRoute hook. */
export function routeCollector(): { routes: FuzzRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: FuzzRoute[] = [];
  return {
    routes,
    onRoute(route) {
      if (!route.url.startsWith('/api/')) return;
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({
          method,
          url: route.url,
          params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
          body: isZod(schema.body) ? schema.body : undefined,
          query: isZod(schema.querystring) ? schema.querystring : undefined,
        });
      }
    },
  };
}

/** The route's URL with every `:param` replaced (the value is put in the path as given). */
export function fillPath(route: FuzzRoute, value: (param: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => value(name));
}

/** Unwraps optional, nullable, default, pipe and lazy wrappers. */
function core(schema: ZodLike): ZodLike {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def;
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly'].includes(def.type)) {
      s = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      s = def.in;
    } else if (def.type === 'lazy' && def.getter) {
      s = def.getter();
    } else {
      break;
    }
  }
  return s;
}

/** The top-level fields of an object body (the first option of a union), or none. */
export function fieldsOf(schema: ZodLike | undefined): Record<string, ZodLike> {
  if (!schema) return {};
  const s = core(schema);
  const def = s._zod.def;
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'union' && def.options?.[0]) return fieldsOf(def.options[0]);
  return {};
}

/**
 * A plausible value for a schema: the first enum option, a short word for a string, 1 for a number.
 * Not always valid (patterns, refinements), which is fine: it only has to get past the outer checks
 * often enough that the next layer sees the hostile field.
 */
export function sample(schema: ZodLike, name = '', ids: IdSource = () => undefined, depth = 0): unknown {
  const s = core(schema);
  const def = s._zod.def;
  switch (def.type) {
    case 'string':
      if (/ids?$/i.test(name)) return ids(name) ?? 'x';
      if (def.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
      if (def.format === 'uuid' || def.format === 'guid') return '00000000-0000-4000-8000-000000000000';
      if (def.format === 'url' || /url|endpoint/i.test(name)) return 'https://example.com/x';
      if (/date/i.test(name)) return '2027-06-01';
      // Never a test user's real password, so a fuzzed change-password cannot end the session.
      if (/password/i.test(name)) return 'Not the password 123';
      return 'Photosynthesis';
    case 'number':
    case 'int':
    case 'bigint':
      return lowerBound(def) ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      if (/ids$/i.test(name)) return [ids(name) ?? 'x'];
      return depth < 3 && def.element ? [sample(def.element, name, ids, depth + 1)] : [];
    case 'object':
      if (depth > 3) return {};
      // Optional fields are left out: each is a chance to fail a refinement the sample cannot know.
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .filter(([, v]) => !['optional', 'default', 'prefault'].includes(v._zod.def.type))
          .map(([k, v]) => [k, sample(v, k, ids, depth + 1)] as const),
      );
    case 'union':
      return def.options?.[0] ? sample(def.options[0], name, ids, depth) : null;
    case 'record':
      return {};
    default:
      return null;
  }
}

/** A number's `min`/`gte` bound, so samples such as a retention of 0.7 pass. */
function lowerBound(def: ZodDef): number | undefined {
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than' && typeof c.value === 'number') return c.inclusive ? c.value : c.value + 1;
  }
  return undefined;
}

/** Supplies a real id for a field or parameter named like `deckId`, `cardIds` or `id`. */
export type IdSource = (name: string) => string | undefined;

/**
 * `base` with every field named like an id (`cardId`, `deckIds`, a card's `front_image_id`) set from
 * `ids`, or undefined when the body has no such field.
 */
export function withIds(schema: ZodLike | undefined, base: Record<string, unknown>, ids: IdSource) {
  let changed = false;
  const out: Record<string, unknown> = { ...base };
  for (const [field, fieldSchema] of Object.entries(fieldsOf(schema))) {
    const type = core(fieldSchema)._zod.def.type;
    const id = ids(field);
    if (/ids?$/i.test(field) && id !== undefined) {
      out[field] = type === 'array' ? [id] : id;
      changed = true;
      continue;
    }
    const element = arrayElementFields(fieldSchema);
    const idKeys = Object.keys(element).filter((k) => /ids?$/i.test(k) && ids(k) !== undefined);
    if (idKeys.length === 0) continue;
    const item = sample({ _zod: { def: { type: 'object', shape: element } } }) as Record<string, unknown>;
    out[field] = [{ ...item, ...Object.fromEntries(idKeys.map((k) => [k, ids(k)] as const)) }];
    changed = true;
  }
  return changed ? out : undefined;
}

/** Every string field of a body, found at the top level and one level into objects. */
function stringFields(schema: ZodLike | undefined): string[] {
  return Object.entries(fieldsOf(schema))
    .filter(([, v]) => core(v)._zod.def.type === 'string')
    .map(([k]) => k);
}

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

/** The fields of the objects an array field holds (a deck's cards), or none. */
function arrayElementFields(schema: ZodLike): Record<string, ZodLike> {
  const def = core(schema)._zod.def;
  return def.type === 'array' && def.element ? fieldsOf(def.element) : {};
}

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
    {
      label: 'multipart with a CSV-like file and 100 KB fields',
      ...multipartCase([
        ...['deckName', 'separator', 'message', 'subject', 'kind'].map((field) => ({ name: field, value: HUGE })),
        { name: 'file', file: { data: Buffer.from('front\tback\n'.repeat(3)), filename: 'a.txt', type: 'text/plain' } },
      ]),
    },
  ];
}

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
