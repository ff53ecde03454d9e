import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { accountCall, apiRequest } from './api-client.ts';
import { memberCalls } from './member-calls.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie; the test sets it the same way
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('API client request rules', () => {
  it('marks requests as script-made, sends Locale from lang (fallback en) and JSON bodies', async () => {
    const { calls } = fakeFetch({ '/api/x': () => ({ body: { status: true } }) });
    await apiRequest('POST', '/api/x', { token: 't' });
    localStorage.setItem('lang', 'cn');
    await apiRequest('GET', '/api/x');
    localStorage.setItem('lang', 'xx');
    await apiRequest('GET', '/api/x');
    expect(calls[0]?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Locale: 'en',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ token: 't' });
    expect(calls[1]?.headers.Locale).toBe('cn');
    expect(calls[1]?.headers['Content-Type']).toBeUndefined();
    expect(calls[2]?.headers.Locale).toBe('en');
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; the test stands in for it
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const { calls } = fakeFetch({ '/api/x': () => ({ body: {} }) });
    await apiRequest('POST', '/api/x', {});
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('abc=123');
  });

  it('counts 200-299 as success', async () => {
    fakeFetch({
      '/api/ok': () => ({ status: 201, body: {} }),
      '/api/bad': () => ({ status: 300, body: {} }),
    });
    expect((await apiRequest('GET', '/api/ok')).ok).toBe(true);
    expect((await apiRequest('GET', '/api/bad')).ok).toBe(false);
  });

  it('account calls yield false on failure, or the server message when it sent one', async () => {
    fakeFetch({
      '/api/down': () => 'network-error',
      '/api/html': () => ({ status: 502, body: 'oops' }),
      '/api/refused': () => ({ status: 422, body: { status: false, message: 'Insufficient balance.' } }),
    });
    expect(await accountCall('/api/down', { token: 't' })).toBe(false);
    expect(await accountCall('/api/html', { token: 't' })).toBe(false);
    expect(await accountCall('/api/refused', { token: 't' })).toEqual({
      status: false,
      message: 'Insufficient balance.',
    });
  });

  it('sends the token in every account call and a fresh Idempotency-Key on deposit, reward and spin', async () => {
    const ok = () => ({ body: { status: true, message: 'ok' } });
    const { calls } = fakeFetch({
      '/api/deposit': ok,
      '/api/reward': ok,
      '/api/fortune_spin': ok,
      '/api/pre_deposit/check_balance': ok,
    });
    await memberCalls.deposit('tok', { member_account_id: 1, amount: '10', bank: '1', bonus: null });
    await memberCalls.deposit('tok', { member_account_id: 1, amount: '10', bank: '1', bonus: null });
    await memberCalls.reward('tok', 1, 2);
    await memberCalls.fortuneSpin('tok');
    await memberCalls.checkBalance('tok', 1);
    for (const call of calls) expect((call.body as { token: string }).token).toBe('tok');
    const keys = calls.slice(0, 4).map((c) => c.headers['Idempotency-Key']);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(4);
    expect(calls[4]?.headers['Idempotency-Key']).toBeUndefined();
    expect(calls[0]?.body).toEqual({
      token: 'tok',
      member_account_id: 1,
      amount: '10',
      bank: '1',
      bonus: null,
    });
  });
});
