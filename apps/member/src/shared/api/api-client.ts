import { isLocale } from '@topup/contracts/locales.ts';

export type ApiResult<T> = { ok: boolean; status: number; data: T | null };
export type RequestOptions = { idempotencyKey?: string };

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The Locale header follows the stored `lang`, falling back to en. */
export function requestLocale(): string {
  const stored = localStorage.getItem('lang');
  return isLocale(stored) ? stored : 'en';
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The one place the member app talks HTTP: script-made marker, Locale, JSON bodies,
 * the XSRF cookie echoed as a header, 2xx = success, no timeout. Never throws.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    Locale: requestLocale(),
  };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as T | null;
    return { ok: response.status >= 200 && response.status < 300, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}

type Failure = { status: false; message: string };

function isFailureBody(value: unknown): value is Failure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Failure).status === false &&
    typeof (value as Failure).message === 'string'
  );
}

/**
 * An account call: the reply on success; on failure the server's
 * `{status:false, message}` when it sent one (so screens can show it), otherwise false.
 */
export async function accountCall<T>(
  path: string,
  body: object,
  options?: RequestOptions,
): Promise<T | false> {
  const result = await apiRequest<T>('POST', path, body, options);
  if (result.ok && result.data !== null) return result.data;
  if (isFailureBody(result.data)) return result.data as T;
  return false;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
