import { expect as baseExpect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, staffApi, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const VIEWPORT = { width: 1440, height: 900 };

/** The header of the actions column in each staff language (apps/staff: common.actions). */
const LANGUAGES = [
  { lang: 'en', actions: 'Actions' },
  { lang: 'bm', actions: 'Tindakan' },
  { lang: 'cn', actions: '操作' },
] as const;

/**
 * The lists staff use all day, each queue in both its tabs. The demo data gives each rows but
 * Pending Withdrawal's To verify (its one withdrawal waits to be approved): there the headers
 * alone must fit.
 */
const LISTS = [
  { name: 'deposits-to-act', path: '/admin/pending-deposits', rows: true },
  { name: 'deposits-to-verify', path: '/admin/pending-deposits?tab=to_verify', rows: true },
  { name: 'withdrawals-to-act', path: '/admin/pending-withdrawals', rows: true },
  { name: 'withdrawals-to-verify', path: '/admin/pending-withdrawals?tab=to_verify', rows: false },
  { name: 'transactions', path: '/admin/transactions', rows: true },
  { name: 'members', path: '/admin/members', rows: true },
] as const;

/** How far the table's content is wider than its scroll box (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page) {
  return page
    .locator('.ant-table-content')
    .first()
    .evaluate((box) => box.scrollWidth - box.clientWidth);
}

test.describe.configure({ timeout: 300_000 });

/**
 * Names as long as a form takes, without spaces where an operator's data may have none: the
 * lists must wrap them, not widen (the full suite's own data once pushed Transactions 32 px
 * over in bm). Planted as the newest member and the newest deposit, so they are on page one.
 */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const run = Date.now();
  const member = await staffApi(page, 'POST', '/api/staff/members', {
    name: `Nurul Syafiqah Aisyah binti Mohd Zulkarnain Abdul Rahman Al-Haj ${run}`,
    phone: `6019${String(run).slice(-7)}`,
    bank_name: 'Bank Kerjasama Rakyat Malaysia Berhad (Bank Rakyat)',
    bank_account_number: `1234567890${String(run).slice(-8)}`,
  });
  const products = await staffApi(page, 'GET', '/api/staff/products?per_page=100');
  const account = await staffApi(page, 'POST', '/api/staff/member-accounts', {
    member_id: member.data.id,
    product_id: products.data[0].id,
  });
  const banks = await staffApi(page, 'GET', '/api/staff/banks?per_page=100');
  await staffApi(page, 'POST', '/api/staff/deposits', {
    member_account_id: account.data.id,
    amount: '45678.90',
    bank_id: banks.data[0].id,
    remark: `Receipt-reference-without-any-spaces-${run}-${run}`,
  });
  await page.close();
});

for (const { lang, actions } of LANGUAGES) {
  test(`in ${lang}, the daily lists fit 1440x900: no sideways scroll, actions in view, one toolbar row`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORT);
    await staffLogin(page, ADMIN.username, ADMIN.password);
    // The back-office in this language, as the header's switch keeps it.
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);

    for (const list of LISTS) {
      await test.step(list.name, async () => {
        await page.goto(list.path);
        await expect(
          page.locator(list.rows ? '.ant-table-row' : '.ant-table-placeholder').first(),
        ).toBeVisible();
        await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
        await saveScreenshot(page, testInfo, `tables-1440-${lang}-${list.name}`);

        expect
          .soft(await sidewaysOverflow(page), `${list.name}: px the table scrolls sideways`)
          .toBeLessThanOrEqual(1);
        const header = page.locator('.ant-table-thead th').filter({ hasText: actions });
        await expect(header).toHaveCount(1);
        const box = await header.boundingBox();
        expect(box, `${list.name}: the Actions header is laid out`).not.toBeNull();
        expect
          .soft(box!.x + box!.width, `${list.name}: right edge of the Actions header`)
          .toBeLessThanOrEqual(VIEWPORT.width);
        // The filters, search and table tools on one line: every control starts at the same height.
        const tops = await page
          .getByTestId('list-toolbar')
          .evaluate((bar) =>
            Array.from(bar.children, (child) => Math.round(child.getBoundingClientRect().top)),
          );
        expect
          .soft(new Set(tops).size, `${list.name}: toolbar rows (control tops ${tops.join(', ')})`)
          .toBe(1);

        await expectNoAxeViolations(page);
      });
    }
  });
}
