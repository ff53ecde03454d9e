import { RM_NUMBER_FORMAT } from '@topup/contracts/display-format.ts';
import { REPORT_KEYS, REPORTS } from '@topup/contracts/reports.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';

describe('reports API', () => {
  let kit: MoneyKit;
  beforeAll(async () => {
    kit = await startMoneyKit();
  });
  afterAll(async () => kit.close());

  it('answers every report with rows, totals and the spec pagination meta', async () => {
    for (const key of REPORT_KEYS) {
      const res = await kit.admin.get(`/api/staff/reports/${key}?from=2026-01-01&to=2026-01-31`);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ from: '2026-01-01', to: '2026-01-31', page: 1 });
      for (const column of REPORTS[key].columns.filter((c) => c.total && c.sortable !== false))
        expect(typeof body.totals[column.key], `${key}.${column.key}`).toBe('number');
    }
  });

  it('zero-fills the Overall report: one row per business day', async () => {
    const res = await kit.admin.get('/api/staff/reports/overall?from=2026-02-01&to=2026-02-28&per_page=100');
    const body = res.json();
    expect(body.meta.total).toBe(28);
    expect(body.data[0]).toMatchObject({ day: '2026-02-01', deposit_sen: 0 });
    expect(body.chart).toHaveLength(28);
  });

  it('refuses a reversed or over-long range with a 4xx', async () => {
    for (const query of [
      'from=2026-02-10&to=2026-02-01',
      'from=2024-01-01&to=2026-02-01',
      'from=2026-02-30',
    ]) {
      const res = await kit.admin.get(`/api/staff/reports/overall?${query}`);
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
      expect(res.json().message).toBe('Invalid request. Please try again.');
    }
  });

  it('exports exactly the shown columns as CSV and XLSX, with a totals row', async () => {
    const csv = await kit.admin.get('/api/staff/reports/game?from=2026-01-01&to=2026-01-31&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',')).toHaveLength(REPORTS.game.columns.length);
    expect(lines.at(-1)).toMatch(/^Total,/);
    // Money as the page writes it: the totals row's amounts are "RM 1,234.00" (quoted: a comma).
    const moneyColumns = REPORTS.game.columns.flatMap((c, i) => (c.kind === 'money' ? [i + 1] : []));
    expect(moneyColumns.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(/,"?RM -?[\d,]+\.\d\d"?(,|$)/);
    const xlsx = await kit.admin.request({
      method: 'GET',
      url: '/api/staff/reports/game?from=2026-01-01&to=2026-01-31&format=xlsx',
      headers: { locale: 'cn' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('产品');
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合计');
    // In the workbook money stays a number (a spreadsheet sums it), shown as "RM 1,234.00".
    for (const index of moneyColumns) {
      const cell = sheet.getRow(sheet.rowCount).getCell(index);
      expect(typeof cell.value).toBe('number');
      expect(cell.numFmt).toBe(RM_NUMBER_FORMAT);
    }
  });
});
