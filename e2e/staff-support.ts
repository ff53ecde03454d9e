import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123', pin: '1234' } as const;

/** Signs in through the login form and waits for the back-office shell. */
export async function staffLogin(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('operator-name')).toBeVisible();
}

/** Answers the confirmation dialog every access or money mutation opens. */
export async function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}
