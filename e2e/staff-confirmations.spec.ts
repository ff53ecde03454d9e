import { expect as baseExpect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, chooseOption, openOption, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const DEMO_PHONE = '60123456789';

/** The words of the money confirmations in each staff language (apps/staff: money, common). */
const TEXTS = {
  en: {
    language: 'English',
    gameId: 'Game ID',
    chooseBank: 'Choose the bank the money came into',
    depositBank: 'Deposit Bank',
    submit: 'Top Up Now',
    member: 'Member',
    bank: 'Bank',
    cancel: 'Cancel',
    approveSelected: 'Approve selected',
    transactions: 'transactions',
  },
  bm: {
    language: 'Bahasa Malaysia',
    gameId: 'ID Permainan',
    chooseBank: 'Pilih bank yang menerima wang',
    depositBank: 'Bank Deposit',
    submit: 'Tambah Nilai Sekarang',
    member: 'Ahli',
    bank: 'Bank',
    cancel: 'Batal',
    approveSelected: 'Luluskan yang dipilih',
    transactions: 'transaksi',
  },
  cn: {
    language: '中文',
    gameId: '游戏ID',
    chooseBank: '选择收款银行',
    depositBank: '存款银行',
    submit: '立即充值',
    member: '会员',
    bank: '银行',
    cancel: '取消',
    approveSelected: '批准所选',
    transactions: '笔交易',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A button's name: antd spaces two Chinese characters apart ("取 消"). */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);
/** "RM 1,234.50" -> 123450. */
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function signIn(page: Page, locale: keyof typeof TEXTS, words: Texts) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await setLanguage(page, locale, words);
}

async function setLanguage(page: Page, locale: keyof typeof TEXTS, words: Texts) {
  if (locale !== 'en') await chooseOption(page, page.getByTestId('language-switch'), words.language);
}

for (const [locale, words] of Object.entries(TEXTS) as [keyof typeof TEXTS, Texts][]) {
  test(`Quick Topup in ${locale}: no bank is picked for the operator; the confirmation names member, game ID, bank and the amount`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, locale, words);
    await page.goto('/admin/quick-topup');
    await expect(page.getByText(words.chooseBank)).toBeVisible();

    const picker = page.getByLabel(words.gameId, { exact: true });
    await picker.click();
    await picker.pressSequentially(DEMO_PHONE);
    await chooseOption(page, picker, DEMO_PHONE);
    await page.locator('#amount').fill('1234.5');
    const bankName = 'Maybank';
    await chooseOption(page, page.getByLabel(words.depositBank, { exact: true }), bankName);
    await page.getByRole('button', { name: buttonName(words.submit) }).click();

    const confirmation = page.getByTestId('money-confirmation');
    await expect(confirmation.getByTestId('confirmation-amount')).toHaveText('RM 1,234.50');
    await expect(confirmation).toContainText(words.member);
    await expect(confirmation).toContainText(DEMO_PHONE);
    await expect(confirmation).toContainText(words.bank);
    await expect(confirmation).toContainText(bankName);
    await expectNoAxeViolations(page, '.ant-modal');
    await saveScreenshot(page, testInfo, `confirm-quick-topup-${locale}`);
    // Cancelled: nothing moves.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName(words.cancel) })
      .click();
    await expect(confirmation).toBeHidden();
  });
}

test('the amount field writes thousands separators as the operator types, edits, pastes and picks; the form keeps the amount', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'en', TEXTS.en);
  await page.goto('/admin/quick-topup');
  await expect(page.getByText(TEXTS.en.chooseBank)).toBeVisible();
  const amount = page.locator('#amount');

  // Typed key by key: commas appear as the ringgit grow, the decimals stay as typed until it is left.
  await amount.click();
  await amount.pressSequentially('1234.5');
  await expect(amount).toHaveValue('1,234.5');
  await amount.press('Tab');
  await expect(amount).toHaveValue('1,234.50');

  // Typed in the middle: the caret stays after the digit typed, whatever the commas do; Delete
  // before a comma deletes the digit after it.
  await amount.click();
  await amount.press('Home');
  await amount.press('ArrowRight');
  await amount.pressSequentially('9');
  await expect(amount).toHaveValue('19,234.50');
  await amount.pressSequentially('0');
  await expect(amount).toHaveValue('190,234.50');
  await amount.press('Delete');
  await expect(amount).toHaveValue('19,034.50');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('1,934.50');
  await amount.pressSequentially('5');
  await expect(amount).toHaveValue('19,534.50');
  // Backspace just after a comma deletes the digit before it.
  await amount.press('Home');
  for (let i = 0; i < 3; i += 1) await amount.press('ArrowRight');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('1,534.50');
  await amount.press('Tab');

  // A quick pick, then an amount pasted as the screens write it.
  await page.getByRole('button', { name: '100', exact: true }).click();
  await expect(amount).toHaveValue('100.00');
  await amount.fill('1,234.5');
  await amount.press('Tab');
  await expect(amount).toHaveValue('1,234.50');

  const picker = page.getByLabel(TEXTS.en.gameId, { exact: true });
  await picker.click();
  await picker.pressSequentially(DEMO_PHONE);
  await chooseOption(page, picker, DEMO_PHONE);
  await chooseOption(page, page.getByLabel(TEXTS.en.depositBank, { exact: true }), 'Maybank');
  await page.getByRole('button', { name: buttonName(TEXTS.en.submit) }).click();
  const confirmation = page.getByTestId('money-confirmation');
  await expect(confirmation.getByTestId('confirmation-amount')).toHaveText('RM 1,234.50');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: buttonName(TEXTS.en.cancel) })
    .click();
  await expect(confirmation).toBeHidden();
});

test('a bulk approval says how many transactions, their RM total and which ones, in each language', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, 'en', TEXTS.en);
  for (const [locale, words] of Object.entries(TEXTS) as [keyof typeof TEXTS, Texts][]) {
    await page.goto('/admin/pending-deposits');
    await setLanguage(page, locale, words);
    const rows = page.locator('.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const picked = Math.min(2, await rows.count());
    let total = 0;
    for (let i = 0; i < picked; i += 1) {
      const row = rows.nth(i);
      await row.getByRole('checkbox').check();
      total += sen((await row.locator('td strong').filter({ hasText: /^RM / }).first().textContent()) ?? '');
    }
    await page.getByRole('button', { name: words.approveSelected }).click();
    const confirmation = page.getByTestId('bulk-confirmation');
    await expect(confirmation.getByTestId('bulk-count')).toContainText(`${picked}`);
    await expect(confirmation.getByTestId('bulk-count')).toContainText(words.transactions);
    expect(sen((await confirmation.getByTestId('confirmation-amount').textContent()) ?? '')).toBe(total);
    await expect(confirmation.locator('li')).toHaveCount(picked);
    await expectNoAxeViolations(page, '.ant-modal');
    await saveScreenshot(page, testInfo, `confirm-bulk-approve-${locale}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName(words.cancel) })
      .click();
    await expect(confirmation).toBeHidden();
  }
});

test('a Multi Deposit names its bank, each game account with its amount, and the total', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'en', TEXTS.en);
  await page.goto('/admin/multi-deposit');
  await chooseOption(page, page.locator('#bank_id'), 'Maybank');
  await page.locator('#total_amount').fill('30');
  await page.locator('#total_verify_amount').fill('30');
  await page.getByRole('button', { name: 'Add Game ID' }).click();
  const picked: string[] = [];
  for (const [index, amount] of ['10', '20'].entries()) {
    const select = page.locator(`#rows_${index}_member_account_id`);
    await select.click();
    await expect(openOption(page)).toBeVisible();
    const option = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    const label = (await option.nth(index).textContent()) ?? '';
    await chooseOption(page, select, label);
    picked.push(label);
    await page.locator(`#rows_${index}_amount`).fill(amount);
    await page.locator(`#rows_${index}_verify_amount`).fill(amount);
  }
  await page.getByRole('button', { name: 'Submit Multi Deposit' }).click();

  const confirmation = page.getByTestId('bulk-confirmation');
  await expect(confirmation.getByTestId('confirmation-amount')).toHaveText('RM 30.00');
  await expect(confirmation.getByTestId('bulk-count')).toHaveText('2 transactions');
  await expect(confirmation).toContainText('Bank: Maybank');
  const lines = confirmation.locator('li');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('RM 10.00');
  await expect(lines.nth(1)).toContainText('RM 20.00');
  // Each line names the game account picked for it (an option reads "<game ID> (<game>) - <member> <phone>").
  for (const [index, label] of picked.entries()) {
    const [gameId, rest] = label.split(' (');
    await expect(lines.nth(index)).toContainText(`${rest?.split(')')[0]} · ${gameId}`);
  }
  await expectNoAxeViolations(page, '.ant-modal');
  await saveScreenshot(page, testInfo, 'confirm-multi-deposit-en');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
});
