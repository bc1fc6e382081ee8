import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe as every browser test runs it. Legacy mode runs `axe.run` once in the page, where the
 * default runs it in parts per frame and then finishes in a new blank page: the same rules on the
 * same document at half the CPU, which the suite's hundreds of checks feel on two cores. The only
 * frame Dekka shows is the payment dialog's bank page, which is not ours and runs no script
 * (sandboxed), so frames are left out.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Fails with the rules broken and how many elements break each, when axe finds anything. */
export async function expectAxeClean(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
