import { expect, type Locator, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { ADMIN, chooseOption, confirmDialog, staffLogin } from './staff-support.ts';

const run = Date.now() % 100_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd-mm-yyyy HH:mm' in Malaysia time, as a Hong Leong statement writes it. */
function statementTime(at: Date): string {
  const myt = new Date(at.getTime() + 8 * 60 * 60 * 1000);
  return `${pad(myt.getUTCDate())}-${pad(myt.getUTCMonth() + 1)}-${myt.getUTCFullYear()} ${pad(myt.getUTCHours())}:${pad(myt.getUTCMinutes())}`;
}

type Headers = Record<string, string>;

/**
 * A member of this run with a link and `accounts` game accounts (the first products that take
 * a new one: another test may have one in maintenance), so other tests' deposits cannot get
 * in the way; and the first bank the member site offers.
 */
async function newMember(page: Page, headers: Headers, suffix: number, accounts: number) {
  const created = await page.request.post('/api/staff/members', {
    headers,
    data: { name: `Depositor ${run}-${suffix}`, phone: `601${suffix}${String(run).padStart(7, '0')}` },
  });
  const memberId = (await created.json()).data.id;
  const link = await page.request.post(`/api/staff/members/${memberId}/link`, { headers });
  const token = (await link.json()).data.token;
  const pre = await (await page.request.post('/api/pre_deposit', { data: { token } })).json();
  const accountIds: number[] = [];
  for (const option of pre.data.member_accounts as { product_id: number }[]) {
    if (accountIds.length === accounts) break;
    const made = await page.request.post('/api/pre_deposit/create_account', {
      data: { token, product_id: option.product_id },
    });
    const body = await made.json();
    if (body.status) accountIds.push(body.data.id);
  }
  expect(accountIds).toHaveLength(accounts);
  const firstGroup = Object.values(pre.data.banks as Record<string, { banks: { value: number }[] }>)[0]!;
  return { memberId, token, accountIds, bankId: firstGroup.banks[0]!.value };
}

/** Imports a Hong Leong layout statement of `lines` into the bank's account through the import screen. */
async function importStatement(page: Page, bankId: number, lines: string[], marker: string) {
  const csv = ['Date,Description,Withdrawal,Deposit,Balance', ...lines].join('\n');
  await page.getByRole('navigation').getByRole('link', { name: 'Bank Transactions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bank Transactions' })).toBeVisible();
  await page.getByRole('button', { name: 'Import Bank Statement' }).click();
  await expect(page).toHaveURL(/\/admin\/bank-transactions\/import$/);
  // The address changes before the import screen's code has loaded, and until then the list (with
  // its own Bank Account filter) is still what shows.
  await expect(page.getByRole('heading', { name: 'Import Bank Statement' })).toBeVisible();
  const options = await (await page.request.get('/api/staff/bank-transactions/bank-options')).json();
  const bank = options.data.find((b: { id: number }) => b.id === bankId);
  await chooseOption(page, page.getByLabel('Bank Account'), bank.account_number);
  await page.locator('input[type=file]').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText(/Recognised layout: Hong Leong/)).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(marker) })).toBeVisible();
}

/** Imports what the preview shows and opens the list searched for the line. */
async function confirmImport(page: Page, count: number, search: string) {
  await page.getByRole('button', { name: `Import ${count} lines` }).click();
  await confirmDialog(page);
  await expect(page.getByText(`${count} bank transactions imported.`)).toBeVisible();
  await page.getByRole('button', { name: 'Bank Transactions' }).click();
  await page.getByPlaceholder('Search').fill(search);
  await page.getByPlaceholder('Search').press('Enter');
}

/** Selects the transactions in the line's match drawer and confirms the match. */
async function matchLine(page: Page, line: Locator, ids: number[], screenshot?: () => Promise<void>) {
  await line.getByRole('button', { name: 'Match' }).click();
  const drawer = page.getByRole('dialog', { name: 'Match to Transactions' });
  for (const id of ids) await drawer.getByRole('checkbox', { name: `Select transaction #${id}` }).check();
  await screenshot?.();
  await drawer.getByRole('button', { name: 'Match selected' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Matched: verified.')).toBeVisible();
}

test('a deposit made on the member site is matched to verified by importing the bank statement', async ({
  page,
}, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const { memberId, token, accountIds, bankId } = await newMember(page, { 'X-XSRF-TOKEN': xsrf }, 8, 1);
  // The member deposits through the member site's own calls.
  const amount = `${40 + (run % 50)}.${pad(run % 100)}`;
  const deposit = await page.request.post('/api/deposit', {
    data: { token, member_account_id: accountIds[0], amount, bank: bankId, bonus: null },
  });
  expect((await deposit.json()).status).toBe(true);

  const deposits = await (
    await page.request.get(`/api/staff/transactions?type=deposit&member_id=${memberId}`)
  ).json();
  const mine = deposits.data.find((t: { amount: string; verification: string }) => t.amount === amount);
  expect(mine.verification).toBe('progress');

  // The bank statement (Hong Leong layout) shows the transfer a few minutes later.
  const at = new Date();
  const reference = `REF${run}`;
  await importStatement(
    page,
    bankId,
    [
      `${statementTime(new Date(at.getTime() - 60 * 60_000))},"OPENING TRANSFER ${run}",,10.00,1010.00`,
      `${statementTime(at)},"DUITNOW TRF FR DEMO MEMBER ${reference}",,${amount},${(1010 + Number(amount)).toFixed(2)}`,
      `${statementTime(at)},"INSTANT TRF TO 3rd PARTY ${run}",5.00,,${(1005 + Number(amount)).toFixed(2)}`,
    ],
    reference,
  );
  await saveScreenshot(page, testInfo, 'ops-bank-statement-preview');
  await confirmImport(page, 3, reference);
  const line = page.getByRole('row').filter({ hasText: `DUITNOW TRF FR DEMO MEMBER ${reference}` });
  await expect(line).toBeVisible();
  await matchLine(page, line, [mine.id], () => saveScreenshot(page, testInfo, 'ops-bank-match'));
  await expect(line.getByText(`#${mine.id}`)).toBeVisible();

  await page.getByPlaceholder('Search').fill(String(run));
  await page.getByPlaceholder('Search').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `OPENING TRANSFER ${run}` })).toBeVisible();
  await saveScreenshot(page, testInfo, 'ops-bank-transactions-list');

  const after = await (await page.request.get(`/api/staff/transactions/${mine.id}`)).json();
  expect(after.data).toMatchObject({ verification: 'verified', verify_amount: amount });
});

test('a multi deposit over two game accounts is matched to the one statement line that paid it', async ({
  page,
}, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const { accountIds, bankId } = await newMember(page, headers, 9, 2);
  // One bank credit split over the member's two game accounts.
  const parts = [`${20 + (run % 30)}.${pad(run % 100)}`, '15.00'];
  const total = (Number(parts[0]) + Number(parts[1])).toFixed(2);
  const multi = await page.request.post('/api/staff/money/multi-deposit', {
    headers: { ...headers, 'Idempotency-Key': `e2e-multi-${run}` },
    data: {
      bank_id: bankId,
      total_amount: total,
      total_verify_amount: total,
      rows: accountIds.map((id, i) => ({ member_account_id: id, amount: parts[i], verify_amount: parts[i] })),
    },
  });
  expect(multi.ok(), await multi.text()).toBe(true);
  const ids = ((await multi.json()).data as { transaction_id: number | null }[]).map(
    (r) => r.transaction_id!,
  );
  expect(ids.every((id) => id !== null)).toBe(true);

  const reference = `MULTI${run}`;
  await importStatement(
    page,
    bankId,
    [
      `${statementTime(new Date())},"DUITNOW TRF FR MEMBER ${reference}",,${total},${(2000 + Number(total)).toFixed(2)}`,
    ],
    reference,
  );
  await confirmImport(page, 1, reference);
  const line = page.getByRole('row').filter({ hasText: reference });
  await expect(line).toBeVisible();
  await matchLine(page, line, ids, () => saveScreenshot(page, testInfo, 'ops-bank-match-multi'));
  for (const id of ids) await expect(line.getByText(`#${id}`)).toBeVisible();
  for (const [i, id] of ids.entries()) {
    const after = await (await page.request.get(`/api/staff/transactions/${id}`)).json();
    expect(after.data).toMatchObject({ verification: 'verified', verify_amount: parts[i] });
  }
});

test('a malformed statement reports each bad row and imports nothing', async ({ page }, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/bank-transactions/import');
  await chooseOption(page, page.getByLabel('Bank Account'));
  await page.locator('input[type=file]').setInputFiles({
    name: 'bank-malformed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Entry Date,Value Date,Transaction Description,Transaction Amount,Statement Balance',
        '21/11/2026,21/11/2026,"FUND TRANSFER CR",abc,100.00',
        '32/13/2026,,"",50.00,',
        '21/11/2026,21/11/2026,"MISSING AMOUNT",,100.00',
      ].join('\n'),
    ),
  });
  await expect(page.getByText(/5 problems: nothing will be imported/)).toBeVisible();
  await expect(page.getByText('Row 2, amount: Invalid content format... abc')).toBeVisible();
  await expect(page.getByText('Row 4, amount: Missing content...')).toBeVisible();
  await expect(page.getByRole('button', { name: /Import \d+ lines/ })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'ops-bank-statement-errors');
});
