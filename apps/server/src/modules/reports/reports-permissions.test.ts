import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { REPORT_KEYS } from '@topup/contracts/reports.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';

/** Every report, its export and its options are read with reports.view, and only with it. */
describe('report permissions', () => {
  let kit: MoneyKit;
  let reader: StaffClient;
  let everythingElse: StaffClient;

  const operatorWith = async (name: string, permissions: readonly string[]) => {
    const role = await kit.admin.post('/api/staff/roles', { name, permissions });
    expect(role.statusCode, role.body).toBe(200);
    const username = name.toLowerCase().replace(/\W/g, '');
    const created = await kit.admin.post('/api/staff/operators', {
      name,
      username,
      password: 'Quiet-lantern-482',
      role_id: role.json().data.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    return loginAs(kit.app, username, 'Quiet-lantern-482');
  };

  beforeAll(async () => {
    kit = await startMoneyKit();
    reader = await operatorWith('Report Reader', ['reports.view']);
    everythingElse = await operatorWith(
      'No Reports',
      ALL_PERMISSIONS.filter((p) => !p.startsWith('reports.')),
    );
  });
  afterAll(async () => kit.close());

  const urls = [
    '/api/staff/reports/options',
    ...REPORT_KEYS.flatMap((key) => [
      `/api/staff/reports/${key}?from=2026-01-01&to=2026-01-31`,
      `/api/staff/reports/${key}?from=2026-01-01&to=2026-01-31&format=csv`,
      `/api/staff/reports/${key}?from=2026-01-01&to=2026-01-31&format=xlsx`,
    ]),
  ];

  it('answers every report, export and the options to reports.view alone', async () => {
    const failures: string[] = [];
    for (const url of urls) {
      const res = await reader.get(url);
      if (res.statusCode !== 200) failures.push(`${url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every one of them (403) to a role with every other permission', async () => {
    const failures: string[] = [];
    for (const url of urls) {
      const res = await everythingElse.get(url);
      if (res.statusCode !== 403) failures.push(`${url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the actions taken from reports behind their own permissions', async () => {
    const dismiss = { signal_key: 'bank:1', remark: 'x' };
    expect((await reader.post('/api/staff/reports/fraud/dismiss', dismiss)).statusCode).toBe(403);
    expect((await everythingElse.post('/api/staff/reports/fraud/dismiss', dismiss)).statusCode).toBe(403);
    expect((await reader.post('/api/staff/reports/timeout/1/check')).statusCode).toBe(403);
    expect((await reader.post('/api/staff/members/1/clear-fraud', { remark: 'x' })).statusCode).toBe(403);
    expect(
      (await reader.put('/api/staff/settings/business-time-zone', { time_zone: 'UTC' })).statusCode,
    ).toBe(403);
  });
});
