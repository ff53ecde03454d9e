import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { activityLog } from './activity-log.table.ts';
import { recordActivity } from './record-activity.ts';

/** The database itself keeps the activity log append-only. */
describe('activity log is append-only', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedDemo: false });
    await recordActivity(
      app.ctx.db,
      { kind: 'system' },
      { action: 'test.entry', targetType: 'test', targetId: 1 },
    );
  });
  afterAll(async () => app.close());

  it('accepts new entries but refuses to change, delete or truncate them', async () => {
    const [row] = await app.ctx.db.select().from(activityLog).limit(1);
    expect(row?.action).toBe('test.entry');
    await expect(app.ctx.db.update(activityLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(app.ctx.db.delete(activityLog)).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`truncate activity_log`)).rejects.toThrow();
    const rows = await app.ctx.db.select().from(activityLog);
    expect(rows.map((r) => r.action)).toEqual(['test.entry']);
  });
});
