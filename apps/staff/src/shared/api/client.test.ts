import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onSessionStatus } from './client.ts';

describe('API client', () => {
  let calls: { url: string; init: RequestInit }[];
  let reply: { status: number; body: unknown };

  beforeEach(() => {
    calls = [];
    reply = { status: 200, body: { ok: true } };
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the cookie the server set
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies, the XSRF token, X-Requested-With and the Locale of the chosen language', async () => {
    await i18n.changeLanguage('cn');
    await api.post('/api/staff/roles', { name: 'x' });
    const { url, init } = calls[0]!;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/staff/roles');
    expect(init.credentials).toBe('same-origin');
    expect(headers['X-XSRF-TOKEN']).toBe('abc=123');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers.Locale).toBe('cn');
    expect(init.body).toBe('{"name":"x"}');
    await i18n.changeLanguage('en');
  });

  it("reports the seconds since the operator's last key or click in X-User-Idle", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      vi.setSystemTime(Date.now() + 95_000);
      await api.get('/api/staff/live/counts');
      expect((calls[0]!.init.headers as Record<string, string>)['X-User-Idle']).toBe('95');
      window.dispatchEvent(new MouseEvent('pointerdown'));
      await api.get('/api/staff/live/counts');
      expect((calls[1]!.init.headers as Record<string, string>)['X-User-Idle']).toBe('0');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops empty query values', async () => {
    await api.get('/api/staff/operators', { page: 2, q: '', status: undefined, role_id: 3 });
    expect(calls[0]!.url).toBe('/api/staff/operators?page=2&role_id=3');
  });

  it("turns a failure into an ApiError with the server's message and field errors", async () => {
    reply = {
      status: 422,
      body: { message: 'Current password is wrong.', errors: { current_password: ['x'] } },
    };
    const error = await api.post('/api/staff/profile/password').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Current password is wrong.',
      errors: { current_password: ['x'] },
    });
  });

  it('tells the shell about 401 (to the login page) and 423 (to the lock screen)', async () => {
    const seen: number[] = [];
    const stop = onSessionStatus((status) => seen.push(status));
    reply = { status: 401, body: { message: 'Please login to continue.' } };
    await api.get('/api/staff/operators').catch(() => {});
    reply = { status: 423, body: { message: 'locked' } };
    await api.get('/api/staff/operators').catch(() => {});
    reply = { status: 403, body: { message: 'no' } };
    await api.get('/api/staff/operators').catch(() => {});
    stop();
    expect(seen).toEqual([401, 423]);
  });
});
