import i18n from 'i18next';
import { idleSeconds, USER_IDLE_HEADER } from './user-activity.ts';

/** A failed API call: the HTTP status and the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type StatusListener = (status: 401 | 423) => void;
const listeners = new Set<StatusListener>();

/** The app shell listens here: 401 sends the operator to the login page, 423 to the lock screen. */
export function onSessionStatus(listener: StatusListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

type Options = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  skipSessionHandling?: boolean;
  idempotencyKey?: string;
};

/**
 * A fresh Idempotency-Key for one form submission: staff money writes require one, and a
 * repeat of the same submission (double click, retry) with it moves money only once.
 * getRandomValues works outside secure contexts too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The headers of every call, downloads included: the spec's X-Requested-With and Locale (the
 * server answers and exports in the operator's language), the operator's idle time, and the
 * XSRF-TOKEN cookie echoed in X-XSRF-TOKEN.
 */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Locale: i18n.language || 'en',
    [USER_IDLE_HEADER]: String(idleSeconds()),
  };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

/**
 * Every call: same-origin cookies and `apiHeaders()`. A non-2xx reply becomes an ApiError
 * carrying the server's message in the operator's language.
 */
export async function request<T>(method: string, path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...apiHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: string; errors?: Record<string, string[]> };
    if (!options.skipSessionHandling && (response.status === 401 || response.status === 423)) {
      for (const listener of listeners) listener(response.status);
    }
    throw new ApiError(response.status, body.message ?? response.statusText, body.errors);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown = {}, options: { idempotencyKey?: string } = {}) =>
    request<T>('POST', path, { body, ...options }),
  put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
