import type { QueryFunction } from '@tanstack/react-query';
import { getAuthToken, removeAuthToken } from './auth-token';

/** Empty means same origin, which is how the server ships the SPA; a separate API host sets VITE_API_BASE_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Non-OK responses become this; the message format `{status}: {text}` is what screens match on (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  /** `message` lets a feature layer substitute its own wording while keeping the status for retries. */
  constructor(status: number, body: string, statusText: string, message = `${status}: ${body || statusText}`) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `error` field every server error body carries, when the body is JSON. */
  get serverMessage(): string | undefined {
    return errorField(this.body);
  }
}

export function errorField(text: string): string | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error) {
      return parsed.error;
    }
  } catch {
    // Not JSON: the caller falls back to its own message.
  }
  return undefined;
}

/** Shown when something that needs the server (summaries, OCR, imports) is tried offline. */
export const NEEDS_CONNECTION =
  "You're offline. This needs an internet connection, so try again when you're back online.";

/** A request made while the browser is offline: it never left the device. */
export class NeedsConnectionError extends TypeError {
  constructor() {
    super(NEEDS_CONNECTION);
    this.name = 'NeedsConnectionError';
  }
}

type UnauthorizedHandler = () => void;

function redirectToLogin(): void {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

let unauthorizedHandler: UnauthorizedHandler = redirectToLogin;

/**
 * The session provider swaps the hard redirect for an in-app logout (clear cache, navigate), so a
 * 401 does not reload the page. Returns a function restoring the default.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = redirectToLogin;
  };
}

function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export type On401 = 'redirect' | 'return-null' | 'ignore';

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * 'redirect' (default): drop the token and send the user to /login.
   * 'return-null': drop the token but let the caller decide (the session check).
   * 'ignore': a 401 that means wrong credentials on the sign-in form, not an expired session.
   */
  on401?: On401;
}

function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeZone = currentTimeZone();
  if (timeZone) headers.set('X-Time-Zone', timeZone);
  // FormData needs the browser to write its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** Sends a request and applies the 401 policy; does not throw on other statuses. */
export async function sendRequest(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const init: RequestInit = {
    method,
    headers: buildHeaders(body),
    credentials: 'include',
  };
  const encoded = encodeBody(body);
  if (encoded !== undefined) init.body = encoded;
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), init);
  } catch (error) {
    // Offline (ADR 0023): an action that needs the server says so instead of 'Failed to fetch'.
    // Still a TypeError, so callers that fall back to offline data recognise it as one.
    if (error instanceof TypeError && typeof navigator !== 'undefined' && !navigator.onLine) {
      throw new NeedsConnectionError();
    }
    throw error;
  }
  if (response.status === 401) {
    const on401 = options.on401 ?? 'redirect';
    if (on401 !== 'ignore') removeAuthToken();
    if (on401 === 'redirect') unauthorizedHandler();
  }
  return response;
}

export async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    // An unreadable body is treated as empty; callers fall back to the status text.
    return '';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, await readText(response), response.statusText);
}

/** 204, 304, an empty body or a body that is not JSON all read as null (spec §7). */
export async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return null;
  const text = await readText(response);
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** JSON call that throws ApiError on any non-OK status. */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<unknown> {
  const response = await sendRequest(method, path, body, options);
  await throwIfNotOk(response);
  return readJson(response);
}

/** Default query function: GETs the query key joined with '/' (spec §7 "Generic behaviour"). */
export function getQueryFn(options: { on401: 'throw' | 'return-null' }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const path = queryKey.map(String).join('/');
    const response = await sendRequest('GET', path, undefined, {
      signal,
      on401: options.on401 === 'return-null' ? 'return-null' : 'redirect',
    });
    if (options.on401 === 'return-null' && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson(response);
  };
}

/**
 * For calls whose screens show the server's `error` text (spec §7: login, register, reset): an
 * ApiError carrying that text, or `fallback` when the body has none.
 */
export async function errorFromResponse(response: Response, fallback: string): Promise<ApiError> {
  const text = await readText(response);
  return new ApiError(response.status, text, response.statusText, errorField(text) ?? fallback);
}
