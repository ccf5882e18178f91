import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ApiError, apiRequest, getQueryFn, readJson, sendRequest, setUnauthorizedHandler } from './api-client';
import { AUTH_TOKEN_KEY } from './auth-token';

afterEach(() => {
  vi.unstubAllGlobals();
});

function headersOf(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

describe('sendRequest', () => {
  it('sends the bearer token, the time zone, cookies and a JSON body', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));

    await sendRequest('POST', '/api/things', { a: 1 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    const headers = headersOf(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Time-Zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('leaves the content type to the browser for FormData and sends no token when signed out', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const form = new FormData();
    form.append('image', new Blob(['x']), 'notes.png');

    await sendRequest('POST', '/api/ocr/extract', form);

    const headers = headersOf(fetchMock);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });

  it('on 401 removes the token and hands over to the unauthorized handler', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Session expired' }, 401));

    await expect(apiRequest('GET', '/api/summaries')).rejects.toThrow('401: {"error":"Session expired"}');

    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    restore();
  });

  it("with on401 'ignore' (the sign-in form) keeps the token and does not redirect", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'kept');
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Invalid email or password' }, 401));

    const response = await sendRequest('POST', '/api/auth/login', {}, { on401: 'ignore' });

    expect(response.status).toBe(401);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('kept');
    expect(onUnauthorized).not.toHaveBeenCalled();
    restore();
  });
});

describe('apiRequest errors', () => {
  it('throws ApiError "{status}: {body}" for a non-OK response', async () => {
    mockFetch(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));

    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: boom');
    expect((error as ApiError).status).toBe(500);
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('exposes the error field of a JSON error body', async () => {
    mockFetch(() => jsonResponse({ error: 'An account with this email already exists' }, 409));

    const error = (await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e)) as ApiError;

    expect(error.serverMessage).toBe('An account with this email already exists');
  });
});

describe('empty and unreadable bodies', () => {
  it.each([
    ['204 No Content', () => new Response(null, { status: 204 })],
    ['an empty 200', () => new Response('', { status: 200 })],
    ['a whitespace body', () => new Response('  \n', { status: 200 })],
    ['a body that is not JSON', () => new Response('<html>oops</html>', { status: 200 })],
  ])('%s reads as null', async (_label, make) => {
    mockFetch(make);
    await expect(apiRequest('DELETE', '/api/summaries/1')).resolves.toBeNull();
  });

  it('304 reads as null without touching the body', async () => {
    const response = { status: 304, text: vi.fn() } as unknown as Response;
    await expect(readJson(response)).resolves.toBeNull();
    expect(response.text).not.toHaveBeenCalled();
  });

  it('parses a JSON body', async () => {
    mockFetch(() => jsonResponse({ id: 's1', topic: 'Cells' }));
    await expect(apiRequest('GET', '/api/summaries/s1')).resolves.toEqual({ id: 's1', topic: 'Cells' });
  });
});

describe('default query function', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it('GETs the query key joined with slashes', async () => {
    const fetchMock = mockFetch(() => jsonResponse([{ id: 'd1' }]));

    const data = await getQueryFn({ on401: 'throw' })(context(['/api/flashcards/decks', 'd1', 'cards']));

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/flashcards/decks/d1/cards');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(data).toEqual([{ id: 'd1' }]);
  });

  it("with on401 'return-null' returns null and drops the token without redirecting", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Not authenticated' }, 401));

    const data = await getQueryFn({ on401: 'return-null' })(context(['/api/auth/me']));

    expect(data).toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    restore();
  });

  it("with on401 'throw' rejects and redirects", async () => {
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Not authenticated' }, 401));

    await expect(getQueryFn({ on401: 'throw' })(context(['/api/progress']))).rejects.toThrow(/^401: /);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    restore();
  });
});
