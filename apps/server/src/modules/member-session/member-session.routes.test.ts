import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_MEMBER_TOKEN } from '../members/members.demo.ts';

describe('member session calls', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());
  const postAuth = (payload: string | object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth', headers, payload });

  it('POST /api/auth with the demo token replies status, user and transaction', async () => {
    const res = await postAuth({ token: DEMO_MEMBER_TOKEN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.user).toMatchObject({ name: 'demo', avaliable_spin: 3 });
    expect(body.user.whatsapp_link).toMatch(/^https:\/\//);
    expect(body).toHaveProperty('transaction');
    // A cached reply is sent as the JSON text it was serialised to: the same body, typed JSON.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await postAuth({ token: DEMO_MEMBER_TOKEN });
    expect(again.body).toBe(res.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('refuses an unknown token with status false and a message in the Locale language', async () => {
    const res = await postAuth({ token: 'nope' }, { locale: 'bm' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ status: false, message: 'Sila hubungi khidmat pelanggan.' });
  });

  it('refuses a body without a token with 422', async () => {
    const res = await postAuth({});
    expect(res.statusCode).toBe(422);
    expect(res.json().status).toBe(false);
  });

  it('refuses non-JSON bodies and malformed JSON with 4xx, not 500', async () => {
    const text = await postAuth('token=x', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const broken = await postAuth('{"token":', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Invalid request. Please try again.');
  });

  it('GET /api/global holds fortune_spin and promotions in all three languages', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/global' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.fortune_spin.enabled).toBe(1);
    expect(data.fortune_spin.segments).toHaveLength(16);
    expect(data.promotions.length).toBeGreaterThan(0);
    for (const promotion of data.promotions) {
      expect(Object.keys(promotion.name).sort()).toEqual(['bm', 'cn', 'en']);
    }
  });
});
