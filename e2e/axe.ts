import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core (WCAG 2.x A and AA rules) on the page, or one part of it, and fails on any violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map((v) => ({
    id: v.id,
    help: v.help,
    // The first check's message names the colours and the ratio for a contrast failure.
    targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
  }));
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}
