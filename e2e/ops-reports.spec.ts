import { expect, type Page, test } from '@playwright/test';
import { REPORT_TEXTS } from '@topup/contracts/report-texts.ts';
import { REPORT_KEYS, REPORTS, type ReportKey } from '@topup/contracts/reports.ts';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  amount,
  businessDay,
  column,
  columnKinds,
  comparable,
  download,
  expectReportLoaded,
  parseCsv,
  parseXlsx,
  reportRows,
  shownTable,
  totalsRow,
} from './report-support.ts';
import { ADMIN, chooseOption, confirmDialog, staffLogin } from './staff-support.ts';

// The demo start replays the week before now; this range holds all of it, whatever other specs
// added today (assertions below are about this run's own work or hold for any extra rows).
const FROM = businessDay(-7);
const TO = businessDay();
const RANGE = `from=${FROM}&to=${TO}`;
const EN = REPORT_TEXTS.en;
const DEMO_PHONE = '60123456789';
// This run's deposit: an amount no other spec uses, so the pending row is ours.
const depositAmount = `88.${String(10 + (Date.now() % 89)).padStart(2, '0')}`;
const depositSen = Math.round(Number(depositAmount) * 100);

// Each report test loads a page, runs axe, hovers headers and downloads two files. The tests
// share one signed-in page: a sign-in per test costs more than a report on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  // axe-core runs in a page of the same context: a context of our own, not browser.newPage().
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  page = await context.newPage();
  await staffLogin(page, ADMIN.username, ADMIN.password);
});

test.afterAll(async () => {
  await page.context().close();
});

type Figures = { overallSen: number; overallCount: number; customerSen: number; adminApprovals: number };
const before: Figures = { overallSen: 0, overallCount: 0, customerSen: 0, adminApprovals: 0 };

/** A report's JSON through the signed-in browser's session. */
async function reportJson(page: Page, report: ReportKey, query: string) {
  const res = await page.request.get(`/api/staff/reports/${report}?${RANGE}&${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function figures(page: Page): Promise<Figures> {
  const overall = await reportJson(page, 'overall', 'per_page=1');
  const customer = await reportJson(page, 'customer', `q=${DEMO_PHONE}`);
  const staff = await reportJson(page, 'staff', 'per_page=100');
  const admin = staff.data.find((r: { operator: string }) => r.operator === 'Administrator');
  return {
    overallSen: Number(overall.totals.deposit_sen),
    overallCount: Number(overall.totals.deposit_count),
    customerSen: Number(customer.totals.deposit_sen ?? 0),
    adminApprovals: Number(admin?.approve_count ?? 0),
  };
}

/**
 * Opens a report at an address inside the running app, as its links do (history push and the
 * router's popstate), sparing a reload of the whole app; the first one loads the page.
 */
async function openReport(page: Page, report: ReportKey, query = '') {
  const path = `/admin/reports/${report}?${RANGE}${query}`;
  if (page.url().includes('/admin/')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else await page.goto(path);
  // The page keeps the previous rows up while the new ones load: wait for the range first.
  await expect(page.locator('.ant-picker-range input').first()).toHaveValue(FROM, { timeout: 60_000 });
  await expectReportLoaded(page, EN.titles[report]);
}

/**
 * Column headers show their one-line definition on hover: the first, a middle and the last
 * column (report-texts.test.ts keeps every definition; hovering all is slow on a loaded machine).
 */
async function expectHeaderTooltips(page: Page, report: ReportKey) {
  const headers = page.locator('.ant-table-thead > tr > th');
  const columns = REPORTS[report].columns;
  for (const index of new Set([0, Math.floor(columns.length / 2), columns.length - 1])) {
    const { key } = columns[index]!;
    const label = headers.nth(index).getByText(EN.labels[key]!, { exact: true });
    const definition = EN.definitions[report][key]!;
    await expect(async () => {
      await label.hover();
      await expect(page.getByRole('tooltip').filter({ hasText: definition })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
  }
  await page.mouse.move(0, 0);
}

/** The CSV holds the shown columns, the shown rows first, every row of the range, and the totals row. */
async function expectExportsMatch(page: Page, report: ReportKey) {
  const table = await shownTable(page);
  const kinds = columnKinds(report);
  const labels = REPORTS[report].columns.map((c) => EN.labels[c.key]!);
  expect(table.headers.slice(0, labels.length)).toEqual(labels);
  const page1 = table.rows.map((row) => kinds.map((kind, i) => comparable(kind, row[i] ?? '', 'page')));
  const pageTotals = kinds.map((kind, i) =>
    i === 0 ? (table.totals[0] ?? '') : comparable(kind, table.totals[i] ?? '', 'page'),
  );

  const csvFile = await download(page, 'Export CSV');
  expect(csvFile.name).toMatch(new RegExp(`^report-${report}-${FROM}-${TO}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = parseCsv(csvFile.bytes.toString('utf8'));
  expect(csv[0]).toEqual(labels);
  expect(csv).toHaveLength(table.total + 2);
  const fromFile = (row: string[], i: number) =>
    kinds.map((kind, c) => (i === 0 && c === 0 ? (row[0] ?? '') : comparable(kind, row[c] ?? '', 'file')));
  const csvRows = csv.slice(1, -1).map((row) => fromFile(row, 1));
  expect(csvRows.slice(0, page1.length)).toEqual(page1);
  expect(fromFile(csv.at(-1)!, 0)).toEqual(pageTotals);

  const xlsxFile = await download(page, 'Export XLSX');
  expect(xlsxFile.name).toBe(csvFile.name.replace(/\.csv$/, '.xlsx'));
  expect(xlsxFile.bytes.length).toBeGreaterThan(1000);
  const sheet = await parseXlsx(xlsxFile.bytes);
  expect(sheet[0]).toEqual(labels);
  expect(sheet).toHaveLength(csv.length);
  expect(sheet.slice(1, -1).map((row) => fromFile(row, 1))).toEqual(csvRows);
  expect(fromFile(sheet.at(-1)!, 0)).toEqual(pageTotals);
}

test('work made today: a member deposit through the member API, approved in the back-office', async () => {
  Object.assign(before, await figures(page));

  const pre = await page.request.post('/api/pre_deposit', { data: { token: 'demo-member-token' } });
  const { data } = await pre.json();
  const account = data.member_accounts.find((a: { id: number | null }) => a.id !== null);
  const group = Object.values(data.banks)[0] as { banks: { value: number }[] };
  const deposit = await page.request.post('/api/deposit', {
    data: {
      token: 'demo-member-token',
      member_account_id: account.id,
      amount: depositAmount,
      bank: group.banks[0]!.value,
      bonus: null,
    },
  });
  expect((await deposit.json()).status).toBe(true);

  await page.getByRole('navigation').getByRole('link', { name: 'Pending Deposit' }).click();
  const row = page.getByRole('row').filter({ hasText: depositAmount });
  await expect(row).toContainText('Pending', { timeout: 30_000 });
  await row.getByRole('button', { name: 'Approve' }).click();
  await confirmDialog(page);
  // Credited, it leaves "To act" for "To verify".
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /To verify/ }).click();
  await expect(row).toContainText('Success');
});

test('the reports count that work: Overall, Customer and Staff rose by exactly this deposit', async () => {
  await page.getByRole('navigation').getByRole('link', { name: 'Overall' }).click();
  await expectReportLoaded(page, 'Overall');

  await openReport(page, 'overall');
  let table = await shownTable(page);
  expect(amount(column(table, table.totals, 'Deposit amount'))).toBe((before.overallSen + depositSen) / 100);
  expect(amount(column(table, table.totals, 'Deposits'))).toBe(before.overallCount + 1);
  const today = table.rows.find((row) => row[0] === TO);
  expect(amount(column(table, today ?? [], 'Deposits'))).toBeGreaterThanOrEqual(1);

  await openReport(page, 'customer', `&q=${DEMO_PHONE}`);
  table = await shownTable(page);
  expect(amount(column(table, table.totals, 'Deposit amount'))).toBe((before.customerSen + depositSen) / 100);
  expect(column(table, table.rows[0]!, 'Last deposit')).toContain(TO);

  await openReport(page, 'staff');
  table = await shownTable(page);
  const admin = table.rows.find((row) => row[0] === 'Administrator');
  expect(amount(column(table, admin ?? [], 'Approved'))).toBe(before.adminApprovals + 1);
});

const BROWSER_EXPORTS: readonly ReportKey[] = ['overall', 'bank', 'fraud'];

for (const report of REPORT_KEYS) {
  test(`${EN.titles[report]} report: rows, totals, chart, accessible (tooltips and CSV/XLSX on three)`, async () => {
    await openReport(page, report);
    expect(await reportRows(page).count()).toBeGreaterThan(0);
    await expect(totalsRow(page).locator('td').first()).toHaveText('Total');
    const chart = REPORTS[report].chart;
    if (chart) {
      const figure = page.getByRole('figure', { name: `Chart of the report: ${EN.titles[report]}` });
      await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
      const marks = chart.kind === 'trend' ? '.recharts-line-curve' : '.recharts-bar-rectangle';
      await expect(figure.locator(marks).first()).toBeVisible();
    } else await expect(page.getByRole('figure')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, test.info(), `report-${report}`);
    // Every report's export is checked by the server tests; in the browser, a trend, a table and a signal report.
    if (BROWSER_EXPORTS.includes(report)) {
      await expectHeaderTooltips(page, report);
      await expectExportsMatch(page, report);
    }
  });
}

test('a date preset and the filters narrow the reports', async () => {
  await openReport(page, 'overall');
  await page.getByLabel('Date range (Malaysia Time)').first().click();
  await page.locator('.ant-picker-presets').getByText('This Month', { exact: true }).click();
  const month = TO.slice(0, 8);
  await expect(page).toHaveURL(new RegExp(`from=${month}01&to=${month}(28|29|30|31)`));
  await expectReportLoaded(page, 'Overall');
  // One row per day of the month, 20 to a page: newest first, today is on the first page.
  const days = new Date(Date.UTC(Number(TO.slice(0, 4)), Number(TO.slice(5, 7)), 0)).getUTCDate();
  await expect(page.getByText(`of ${days} entries`)).toBeVisible();
  await page.getByRole('columnheader', { name: 'Day' }).click();
  await expect(reportRows(page).first()).toContainText(`${month}${days}`);
  await expect(reportRows(page).filter({ hasText: TO })).toHaveCount(1);

  // Filtered by a product, Overall's deposits are that product's row of Game.
  const game = await reportJson(page, 'game', 'per_page=100');
  const mega = game.data.find((r: { product: string }) => r.product === 'Mega888');
  await openReport(page, 'overall');
  await chooseOption(page, page.getByLabel('Product'), 'Mega888');
  await expect(page).toHaveURL(/product_id=\d+/);
  await expect(async () => {
    const table = await shownTable(page);
    expect(amount(column(table, table.totals, 'Deposit amount'))).toBe(Number(mega.deposit_sen) / 100);
  }).toPass({ timeout: 20_000 });

  const oneRow: [ReportKey, string, string][] = [
    ['game', 'Product', 'Mega888'],
    ['bank', 'Bank account', 'Maybank'],
    ['staff', 'Operator', 'Administrator'],
    ['cs', 'Operator', 'Aina Zulkifli'],
  ];
  for (const [report, filter, option] of oneRow) {
    await openReport(page, report);
    await chooseOption(page, page.getByLabel(filter), option);
    await expect(reportRows(page)).toHaveCount(1);
    await expect(reportRows(page).first()).toContainText(option);
  }

  await openReport(page, 'customer');
  await page.getByLabel('Member name or phone').fill(DEMO_PHONE);
  await page.getByLabel('Member name or phone').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${DEMO_PHONE}`));
  await expect(reportRows(page)).toHaveCount(1);
  await expect(reportRows(page).first()).toContainText(DEMO_PHONE);
});

test('two reports on a phone', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const report of ['overall', 'fraud'] as const) {
    await openReport(page, report);
    await saveScreenshot(page, test.info(), `report-${report}-phone`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('in Bahasa Malaysia a report has translated headings and its export the same labels', async () => {
  const bm = REPORT_TEXTS.bm;
  await openReport(page, 'game');
  await chooseOption(page, page.getByTestId('language-switch'), 'Bahasa Malaysia');
  await expectReportLoaded(page, bm.titles.game);
  const labels = REPORTS.game.columns.map((c) => bm.labels[c.key]!);
  const table = await shownTable(page);
  expect(table.headers.slice(0, labels.length)).toEqual(labels);
  await expect(totalsRow(page).locator('td').first()).toHaveText('Jumlah keseluruhan');
  await expect(page.getByRole('navigation').getByRole('link', { name: bm.titles.overall })).toBeVisible();
  const csv = parseCsv((await download(page, 'Eksport CSV')).bytes.toString('utf8'));
  expect(csv[0]).toEqual(labels);
  expect(csv.at(-1)![0]).toBe(bm.labels.total);
});
