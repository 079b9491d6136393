import type { z } from 'zod';
import { LIMITS } from '@arrendo/contracts/web';
import { ApiError, apiErrorFromResponse } from './api-error';
import { newBrowserTrace, withNewSpan, type BrowserTrace } from './traceparent';

export { ApiError } from './api-error';

const BASE_URL = '/api';
/** The BFF refuses cookie-authenticated state changes without this header (CSRF guard). */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'arrendo' } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: Method;
  /** Serialised as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates the answer; without one the body is returned unchecked (use for 204s). */
  schema?: S;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** For the session endpoints themselves, so a failed refresh cannot loop. */
  skipUnauthorizedHandler?: boolean;
  /** Non-2xx statuses whose body is a regular answer (e.g. a 503 health report). */
  acceptStatuses?: readonly number[];
  /** Extra request headers (e.g. `Idempotency-Key`); they cannot replace the CSRF header. */
  headers?: Record<string, string>;
}

/**
 * Called when an answer is 401. Return true after restoring the session (e.g. a silent
 * refresh) and the request is sent once more; return false to let the 401 reach the caller.
 */
export type UnauthorizedHandler = (request: { path: string; method: Method }) => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/** How a request reaches the BFF: the browser's fetch, or the BFF itself when it draws a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server-side first screen (entry-server.tsx) answers from inside the BFF, not over HTTP. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${BASE_URL}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Only a browser starts traces: the server-side first screen's requests are part of the page
 * request's own trace, which the BFF continues by itself (decision 0046).
 */
function startTrace(): BrowserTrace | undefined {
  return typeof window === 'undefined' ? undefined : newBrowserTrace();
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions<z.ZodType | undefined>,
  trace: BrowserTrace | undefined,
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? LIMITS.apiTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...options.headers,
    [CSRF_HEADER.name]: CSRF_HEADER.value,
  };
  if (trace) headers.traceparent = trace.traceparent;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The interface language (kept on <html lang> by i18n), so server messages and emails match.
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers['Accept-Language'] = lang;

  try {
    return await transport(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (cause) {
    // No answer, so no `x-trace-id`: the reference is the trace the browser started, which the
    // BFF's logs hold if the request reached it.
    const reference = trace ? { traceId: trace.traceId } : {};
    if (timedOut) {
      throw new ApiError(0, 'UNAVAILABLE', `Request timed out after ${timeoutMs} ms`, {
        transport: 'timeout',
        cause,
        ...reference,
      });
    }
    if (options.signal?.aborted) {
      throw new ApiError(0, 'UNAVAILABLE', 'Request aborted', {
        transport: 'aborted',
        cause,
        ...reference,
      });
    }
    throw new ApiError(0, 'UNAVAILABLE', 'Could not reach the server', {
      transport: 'network',
      cause,
      ...reference,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : unknown> {
  const method = options.method ?? 'GET';
  const trace = startTrace();
  let response = await send(method, path, options, trace);

  if (response.status === 401 && unauthorizedHandler && !options.skipUnauthorizedHandler) {
    const retry = await unauthorizedHandler({ path, method }).catch(() => false);
    // The same user action, so the same trace; a new span for the second request.
    if (retry) response = await send(method, path, options, trace && withNewSpan(trace.traceId));
  }

  const body = await readBody(response);
  const accepted = response.ok || options.acceptStatuses?.includes(response.status);
  if (!accepted) {
    const traceId = response.headers.get('x-trace-id');
    throw apiErrorFromResponse(response.status, response.statusText, body, traceId, trace?.traceId);
  }
  if (!options.schema) return body as S extends z.ZodType ? z.output<S> : unknown;

  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INTERNAL', 'The server sent an unexpected answer', {
      transport: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data as S extends z.ZodType ? z.output<S> : unknown;
}

type Opts<S extends z.ZodType> = Omit<RequestOptions<S>, 'method' | 'body' | 'schema'>;

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options: Opts<S> = {}) =>
    apiRequest(path, { ...options, schema }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S, options: Opts<S> = {}) =>
    apiRequest(path, { ...options, method: 'POST', body, schema }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: S, options: Opts<S> = {}) =>
    apiRequest(path, { ...options, method: 'PUT', body, schema }),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: S, options: Opts<S> = {}) =>
    apiRequest(path, { ...options, method: 'PATCH', body, schema }),
  /** For endpoints that answer 204 or an ignorable body. */
  delete: (path: string, options: Omit<RequestOptions<undefined>, 'method' | 'schema'> = {}) =>
    apiRequest(path, { ...options, method: 'DELETE' }),
};
