import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123', pin: '1234' } as const;

/** Signs in through the login form and waits for the back-office shell. */
export async function staffLogin(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The shell's code and first queries load after the login; slow on a loaded machine.
  await expect(page.getByTestId('operator-name')).toBeVisible({ timeout: 30_000 });
}

/**
 * A staff API call from the signed-in browser: the session cookie plus the XSRF double-submit
 * header, and a fresh Idempotency-Key on a POST (money writes need one; other routes ignore it).
 */
export async function staffApi(page: Page, method: 'GET' | 'POST', url: string, data?: object) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': xsrf };
  if (method === 'POST') headers['Idempotency-Key'] = randomUUID();
  const res = await page.request.fetch(url, { method, data, headers });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** Answers the confirmation dialog every access or money mutation opens. */
export async function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Confirm' }) });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  // A click that lands while antd is still opening the dialog can be lost (seen once in CI: no
  // request, the dialog still open 30 s later), so click until it closes. While the action
  // runs, antd shows Confirm as loading and ignores further clicks.
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** An option of the one open antd dropdown (closed ones stay in the page, hidden). */
export function openOption(page: Page, text?: string) {
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
  return (text === undefined ? options : options.filter({ hasText: text, visible: true })).first();
}

/**
 * Opens an antd select and picks an option, then waits for the select to show it. Tries again
 * when the list re-renders under the click (its options arrive from a query while the dropdown
 * animates open) or the page moves under it (a banner appearing above closes the dropdown and
 * the click lands beside the option).
 */
export async function chooseOption(page: Page, select: Locator, text?: string) {
  const root = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (!(await openOption(page).isVisible())) await select.click();
    await openOption(page, text).click({ timeout: 5_000 });
    if (text === undefined)
      await expect(root.locator('.ant-select-placeholder')).toBeHidden({ timeout: 2_000 });
    else await expect(root).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Logs out from the header, answering "Log out anyway?" when the operator left work unverified. */
export async function staffLogout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const unverified = page.getByRole('dialog').filter({ hasText: 'not verified' });
  await expect(async () => {
    if (await unverified.isVisible()) await unverified.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
