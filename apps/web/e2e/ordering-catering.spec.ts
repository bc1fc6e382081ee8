import { expect, test } from './fixtures';
import { daysAhead } from './clock';
import { CARDS, EN, futureExpiry, SANDBOXED_FRAME_NOISE, textbox } from './payment-steps';
import { expectAxeClean } from './axe';

// A party's catering order on the demo (docs/decisions/046-diner-ordering-pages.md): Grillhúsið
// við Tjörnina caters for 15 guests or more, ordered 48 hours ahead, with a 30 % deposit paid
// by card and the rest on collection.

test.describe('ordering catering for a party', () => {
  test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOISE] });

  test('a diner orders a grill feast for 20 from the party listing and pays the deposit', async ({
    page,
  }) => {
    await test.step('the listing opened for parties', async () => {
      await page.goto('/pantamat?party=true&lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order food');
      await expectAxeClean(page);
      await page.getByRole('link', { name: 'Grillhúsið við Tjörnina' }).click();
    });

    await test.step('a package for at least its fewest guests', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grillhúsið við Tjörnina');
      await expect(page.getByRole('radio', { name: 'Catering' })).toBeChecked();
      const feast = page.getByRole('listitem').filter({ hasText: 'Grill feast' });
      await feast.getByLabel('Guests').fill('20');
      await feast.getByRole('button', { name: 'Choose this package' }).click();
      const cart = page.getByRole('complementary', { name: 'Your order' });
      await expect(cart.getByText('Grill feast for 20 guests')).toBeVisible();
      await expectAxeClean(page);
    });

    await test.step('no time inside the 48 hours is offered; one after it is', async () => {
      const time = page.getByRole('combobox', { name: 'Time' });
      await page.getByLabel('Date', { exact: true }).fill(daysAhead(1));
      await expect(time.locator('option')).toHaveCount(1);
      await page.getByLabel('Date', { exact: true }).fill(daysAhead(3));
      await expect(time.locator('option').nth(1)).toBeAttached();
      await time.selectOption({ index: 1 });
    });

    await test.step('the details and the approve card', async () => {
      await textbox(page, 'First name').fill('Guðrún');
      await textbox(page, 'Last name').fill('Veislustjóri');
      await textbox(page, 'E-mail').fill('gudrun.party@example.is');
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+354 555 4321');
      await textbox(page, EN.cardNumber).fill(CARDS.approve);
      await textbox(page, EN.cardExpiry).fill(futureExpiry());
      await textbox(page, EN.cardCvc).fill('123');
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Order and pay' }).click();
    });

    await test.step('the status page: the deposit paid, the rest to pay on collection', async () => {
      await expect(page).toHaveURL((url) => url.searchParams.has('order'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order');
      await expect(page.getByText('Paid: waiting for the restaurant to accept it')).toBeVisible();
      // 20 × 6,900 = 138,000: 30 % (41,400) paid now, 96,600 on collection.
      await expect(page.getByText('Left to pay on collection')).toBeVisible();
      await expect(page.getByRole('main')).toContainText('41,400');
      await expect(page.getByRole('main')).toContainText('96,600');
      await expectAxeClean(page);
    });
  });
});
