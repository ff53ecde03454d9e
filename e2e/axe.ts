import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core (WCAG 2.x A and AA rules) on the page, or one part of it, and fails on any violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const found = await axeViolations(page, include);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

/** What axe-core finds against WCAG 2.x A and AA on the page, or one part of it: rule, help and where. */
export async function axeViolations(page: Page, include?: string) {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    help: v.help,
    // The first check's message names the colours and the ratio for a contrast failure.
    targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
  }));
}

/**
 * Waits for the page's finite CSS transitions and animations to end: axe reads the colours on
 * screen, and a control caught mid-transition (a button fading from disabled to primary, a modal
 * fading in) shows blended colours that fail contrast. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
