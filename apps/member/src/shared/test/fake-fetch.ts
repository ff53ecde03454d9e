import { vi } from 'vitest';

export type RecordedCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Answer = { status?: number; body: unknown } | 'network-error';
type Responder = (call: RecordedCall) => Answer | Promise<Answer>;

/** Replaces fetch with a router of canned replies and records every call. */
export function fakeFetch(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: { ...((init.headers ?? {}) as Record<string, string>) },
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const responder = routes[url];
    const answer = responder
      ? await responder(call)
      : { status: 404, body: { status: false, message: 'Not found.' } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
