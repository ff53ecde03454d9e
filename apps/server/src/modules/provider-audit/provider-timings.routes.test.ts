import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';
import {
  DEFAULT_PROVIDER_TIMINGS,
  providerTimings,
} from '../transactions/provider-calls/provider-timings.ts';

describe('provider resend and audit timings (staff settings)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const changed = {
    ...DEFAULT_PROVIDER_TIMINGS,
    resend_after_ms: 20_000,
    resend_max_tries: 8,
    audit_interval_ms: 0,
  };

  it('shows the timings with their ranges, saves a change that reconciliation then reads, and logs it', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const shown = (await admin.get('/api/staff/provider-audit/timings')).json().data;
    expect(shown.timings).toEqual(DEFAULT_PROVIDER_TIMINGS);
    expect(shown.limits.resend_max_tries).toEqual({ min: 1, max: 100 });

    const saved = await admin.put('/api/staff/provider-audit/timings', changed);
    expect(saved.statusCode).toBe(200);
    expect(await providerTimings(app.ctx.db)).toEqual(changed);

    const log = (await admin.get('/api/staff/activity-log?action=settings.update&per_page=100')).json()
      .data as {
      target_id: string;
      before: unknown;
      after: unknown;
    }[];
    const entry = log.find((row) => row.target_id === 'provider_timings');
    expect(entry).toMatchObject({ before: DEFAULT_PROVIDER_TIMINGS, after: changed });
  });

  it('refuses values out of range, a backoff ceiling under the first wait, unknown keys and wrong types', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const put = (body: object) =>
      admin.request({ method: 'PUT', url: '/api/staff/provider-audit/timings', payload: body });
    const tooMany = await put({ ...changed, resend_max_tries: 1000 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.resend_max_tries).toEqual(['Enter a whole number within the range shown.']);
    const order = await put({ ...changed, resend_backoff_ms: 60_000, resend_backoff_max_ms: 10_000 });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.resend_backoff_max_ms).toEqual([
      'The longest wait between resends must be at least the first wait.',
    ]);
    expect((await put({ ...changed, extra: 1 })).statusCode).toBe(422);
    expect((await put({ ...changed, resend_after_ms: '20000' })).statusCode).toBe(422);
    expect((await put({ ...changed, audit_window_ms: 1.5 })).statusCode).toBe(422);
    expect(await providerTimings(app.ctx.db)).toEqual(changed);
  });

  it('lets customer service see nothing and change nothing', async () => {
    const cs = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    expect((await cs.get('/api/staff/provider-audit/timings')).statusCode).toBe(403);
    expect((await cs.put('/api/staff/provider-audit/timings', DEFAULT_PROVIDER_TIMINGS)).statusCode).toBe(
      403,
    );
  });
});
