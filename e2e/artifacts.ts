import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** Saves a full-page screenshot as e2e/artifacts/<project>-<name>.png (git-ignored; CI keeps them). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({
    path: join(ARTIFACTS_DIR, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}
