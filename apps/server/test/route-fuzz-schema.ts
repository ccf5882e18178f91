import type { RouteOptions } from 'fastify';

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
export function core(schema: ZodLike): ZodLike {
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
export function stringFields(schema: ZodLike | undefined): string[] {
  return Object.entries(fieldsOf(schema))
    .filter(([, v]) => core(v)._zod.def.type === 'string')
    .map(([k]) => k);
}

/** The fields of the objects an array field holds (a deck's cards), or none. */
export function arrayElementFields(schema: ZodLike): Record<string, ZodLike> {
  const def = core(schema)._zod.def;
  return def.type === 'array' && def.element ? fieldsOf(def.element) : {};
}
