import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import bankBalancesBm from '../apps/staff/src/features/bank-balances/i18n/bm.ts';
import bankBalancesCn from '../apps/staff/src/features/bank-balances/i18n/cn.ts';
import bankBalancesEn from '../apps/staff/src/features/bank-balances/i18n/en.ts';
import banksBm from '../apps/staff/src/features/banks/i18n/bm.ts';
import banksCn from '../apps/staff/src/features/banks/i18n/cn.ts';
import banksEn from '../apps/staff/src/features/banks/i18n/en.ts';
import { bm } from '../apps/staff/src/shared/i18n/bm.ts';
import { cn } from '../apps/staff/src/shared/i18n/cn.ts';
import { en } from '../apps/staff/src/shared/i18n/en.ts';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, chooseOption, staffApi, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const LANGUAGES = [
  { locale: 'en', name: 'English', texts: bankBalancesEn, banks: banksEn, shared: en },
  { locale: 'bm', name: 'Bahasa Malaysia', texts: bankBalancesBm, banks: banksBm, shared: bm },
  { locale: 'cn', name: '中文', texts: bankBalancesCn, banks: banksCn, shared: cn },
] as const;

type Bank = { id: number; bank_name: string; holder: string; account_number: string; balance: string };
type MoneyOptions = { banks: { value: number; label: string }[] };

const sen = (money: string) => Math.round(Number(money.replaceAll(',', '')) * 100);
const rm = (amountSen: number) => (amountSen / 100).toFixed(2);

/** A staff money write from the signed-in browser, with its Idempotency-Key. */
async function postMoney(page: Page, url: string, data: object) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(url, {
    data,
    headers: { 'X-XSRF-TOKEN': xsrf, 'Idempotency-Key': randomUUID() },
  });
  expect(res.ok(), `POST ${url}: ${await res.text()}`).toBe(true);
}

async function ownBank(page: Page, letter: string): Promise<Bank> {
  const tag = `${Date.now().toString(36)}${letter}`;
  const created = await staffApi(page, 'POST', '/api/staff/banks', {
    bank_name: `E2E Bank ${tag}`,
    holder: 'TOPUP ENTERPRISE',
    account_number: `E2E-${tag}`,
    display: false,
  });
  return created.data as Bank;
}

async function bankList(page: Page): Promise<Bank[]> {
  return (await staffApi(page, 'GET', '/api/staff/banks?per_page=100')).data as Bank[];
}

/** The confirmation must name what moves; then it is confirmed in the page's language. */
async function confirmSaying(page: Page, word: string, question: string) {
  // antd spaces out a two-character Chinese button label ('确 认').
  const confirmWord = new RegExp(`^${[...word].join('\\s?')}$`);
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: confirmWord }) });
  await expect(dialog).toContainText(question);
  const confirm = dialog.getByRole('button', { name: confirmWord });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

for (const language of LANGUAGES) {
  test(`bank balances (${language.locale}): a transfer and an expense move the balances on the Bank list and in the daily balance`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { texts, shared } = language;
    await staffLogin(page, ADMIN.username, ADMIN.password);
    if (language.locale !== 'en')
      await chooseOption(page, page.getByTestId('language-switch'), language.name);

    // Two bank accounts of this test's own (hidden from members), the first funded from the
    // demo's richest bank: nothing else moves their balances while the test runs.
    const [from, to] = [await ownBank(page, 'A'), await ownBank(page, 'B')];
    const richest = [...(await bankList(page))].sort((a, b) => sen(b.balance) - sen(a.balance))[0]!;
    await postMoney(page, '/api/staff/bank-movements/transfer', {
      from_bank_id: richest.id,
      to_bank_id: from.id,
      amount: '50.00',
    });
    const options = (await staffApi(page, 'GET', '/api/staff/money/options')).data as MoneyOptions;
    const labelOf = (id: number) => options.banks.find((b) => b.value === id)!.label;
    const transferSen = 1_000 + Math.floor(Math.random() * 500);
    const expenseSen = 300 + Math.floor(Math.random() * 100);

    await page.goto('/admin/bank-balances');
    await expect(page.getByRole('heading', { name: texts.menu })).toBeVisible();
    // The demo's statement line (an SMS charge the books have not recorded) shows a difference.
    await expect(page.locator('.ant-card .ant-typography-danger').first()).toBeVisible();
    if (language.locale === 'en') {
      await saveScreenshot(page, testInfo, 'bank-balances');
      await expectNoAxeViolations(page, '.ant-layout-content');
    }

    // Transfer: from, to and amount, named again in the confirmation.
    await page.getByRole('button', { name: texts.transfer }).first().click();
    const transferDialog = page.getByRole('dialog', { name: texts.transfer });
    await chooseOption(page, transferDialog.getByLabel(texts.from), labelOf(from.id));
    await chooseOption(page, transferDialog.getByLabel(texts.to), labelOf(to.id));
    await transferDialog.getByLabel(texts.amount).fill(rm(transferSen));
    await transferDialog.getByLabel(texts.remark).fill(`e2e ${language.locale}`);
    if (language.locale === 'en') {
      await saveScreenshot(page, testInfo, 'bank-balances-transfer');
      await expectNoAxeViolations(page, '.ant-modal');
    }
    await transferDialog.getByRole('button', { name: texts.transfer }).click();
    await confirmSaying(
      page,
      shared.common.confirm,
      texts.confirmTransfer
        .replace('{{amount, rm}}', `RM ${rm(transferSen)}`)
        .replace('{{from}}', labelOf(from.id))
        .replace('{{to}}', labelOf(to.id)),
    );

    // Expense: the bank it is paid from, amount and category.
    await page.getByRole('button', { name: texts.expense }).first().click();
    const expenseDialog = page.getByRole('dialog', { name: texts.expense });
    await chooseOption(page, expenseDialog.getByLabel(texts.from), labelOf(from.id));
    await chooseOption(page, expenseDialog.getByLabel(texts.category), texts.categories.bank_fee);
    await expenseDialog.getByLabel(texts.amount).fill(rm(expenseSen));
    await expenseDialog.getByRole('button', { name: texts.expense }).click();
    await confirmSaying(
      page,
      shared.common.confirm,
      texts.confirmExpense
        .replace('{{amount, rm}}', `RM ${rm(expenseSen)}`)
        .replace('{{category}}', texts.categories.bank_fee)
        .replace('{{from}}', labelOf(from.id)),
    );

    // Both are listed, newest first, and today's balance of the source moved by both.
    const remarkRow = page
      .getByRole('row')
      .filter({ hasText: `e2e ${language.locale}` })
      .first();
    await expect(remarkRow).toContainText(texts.kinds.transfer);
    await expect(remarkRow).toContainText(rm(transferSen));
    const fromAfter = 5_000 - transferSen - expenseSen;
    const toAfter = transferSen;
    await chooseOption(page, page.getByRole('combobox', { name: texts.bank }), labelOf(from.id));
    await expect(page.getByRole('row').nth(1)).toContainText(rm(fromAfter));
    if (language.locale === 'en') await saveScreenshot(page, testInfo, 'bank-balances-after');

    // The Bank list shows the new balances.
    await page.goto('/admin/banks');
    const balanceHeader = page.getByRole('columnheader', { name: language.banks.balance });
    await expect(balanceHeader).toBeVisible();
    const fromRow = page.getByRole('row').filter({ hasText: from.account_number });
    const toRow = page.getByRole('row').filter({ hasText: to.account_number });
    await expect(fromRow).toContainText(rm(fromAfter));
    await expect(toRow).toContainText(rm(toAfter));
    if (language.locale === 'en') {
      await saveScreenshot(page, testInfo, 'banks-balance');
      await expectNoAxeViolations(page, '.ant-layout-content');
    }
  });
}
