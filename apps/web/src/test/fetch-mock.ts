import { vi } from 'vitest';

export type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces global fetch; the handler sees the URL and init exactly as the client sent them. */
export function mockFetch(route: Route) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return route(url, init);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
