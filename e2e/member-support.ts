import { expect, type Page, type TestInfo } from '@playwright/test';

export const DEMO_TOKEN = 'demo-member-token';

export function themeOf(testInfo: TestInfo): 'DarkGold' | 'Purple' {
  return testInfo.project.name.includes('purple') ? 'Purple' : 'DarkGold';
}

/** Records window.open calls instead of opening chat apps the test machine cannot reach. */
export async function recordOpenedLinks(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

export async function openedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

/** Logs the demo member in through the address, as a member link does. */
export async function loginAsDemo(page: Page, path = '/') {
  await page.goto(`${path}?token=${DEMO_TOKEN}`);
  await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
}

export function alertDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title, exact: true });
}
