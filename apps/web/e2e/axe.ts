import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe as every browser test runs it: `axe.run` once in the page's main document, reporting
 * violations only. What that leaves out costs CPU and no findings, which the suite's hundreds of
 * checks feel on two cores (together about half the cost of a check made through
 * `@axe-core/playwright`, which injected axe's source twice per check):
 * - axe's source goes into a document once, not again at every check of it;
 * - every frame but the main document: the only frame Dekka shows is the payment dialog's bank
 *   page, which is not ours and runs no script (sandboxed);
 * - the nodes that pass or that axe could not decide (`resultTypes`): a violation still lists
 *   every node that breaks it.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const results = await (window as AxeWindow).axe!.run(
      selector ? { include: [selector] } : document,
      { iframes: false, resultTypes: ['violations'] },
    );
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  }, include);
}

/** Fails with the rules broken and how many elements break each, when axe finds anything. */
export async function expectAxeClean(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
