import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

// The helper every spec's accessibility check goes through reports what axe finds: its options
// (violations only, no frames) make it cheaper, never blind.
test('the axe helper reports a missing alt text, faint text and a nameless button', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body>
    <main><h1>Broken on purpose</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#ddd;background:#fff">Faint text nobody can read</p>
      <button></button>
    </main></body></html>`);
  const found = (await axeViolations(page)).map((violation) => violation.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'button-name']));
});
