import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { buyGiftCard } from './gift-card-steps';
import { textbox } from './payment-steps';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// A food order paid entirely with a Dekka gift card (docs/decisions/049-order-gift-cards.md):
// no card fields, no bank, the order placed at once. Pizzería Eldofn (demo, krónur) takes
// takeaway; a card for any restaurant, in krónur, pays there.

const SHOTS = 'test-results/screenshots';

test('a diner orders takeaway and pays it all with a gift card', async ({ page, request }) => {
  const code = await buyGiftCard(request, 30_000, 'jon.ordergift@example.is');

  await test.step('a 16" Margherita for pickup', async () => {
    await page.goto('/pizzeria-eldofn/order?lng=en&mode=takeaway');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizzería Eldofn');
    await page.getByRole('button', { name: 'Add Margherita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Margherita' });
    await dialog.getByRole('radio', { name: /16"/ }).check();
    await dialog.getByRole('button', { name: /Add to order/ }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('checkout: tomorrow’s first time, the details, and the gift card', async () => {
    const time = page.getByRole('combobox', { name: 'Time' });
    // Tomorrow's first time: today's can pass its lead time while the form is filled.
    const tomorrow = daysAhead(1);
    await page.getByLabel('Date', { exact: true }).fill(tomorrow);
    const first = time.locator(`option[value^="${tomorrow}"]`).first();
    await time.selectOption((await first.getAttribute('value')) ?? '');
    await textbox(page, 'First name').fill('Jón');
    await textbox(page, 'Last name').fill('Jónsson');
    await textbox(page, 'E-mail').fill('jon.ordergift@example.is');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+354 555 1234');

    await page.getByText('Pay with a gift card', { exact: true }).click();
    await textbox(page, 'Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The gift card pays all' })).toHaveText(
      /nothing is charged to a card now\.$/,
    );
    // The gift card pays it all: no card is asked for, and the button says how it is paid.
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/ordering-gift-card-en-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Order and pay with gift card' }).click();
  });

  await test.step('the order is paid and placed, the gift card charged once', async () => {
    await expect(page).toHaveURL((url) => url.searchParams.has('order'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order');
    await expect(page.getByText('Paid: waiting for the restaurant to accept it')).toBeVisible();
    await expect(page.getByText('Paid with gift card')).toBeVisible();
    await expect(page.getByText('1 × Margherita')).toBeVisible();
    await expectAxeClean(page);

    const token = new URL(page.url()).searchParams.get('order') ?? '';
    const order = await (await request.get(`/api/web/orders/${token}`)).json();
    expect(order).toMatchObject({ status: 'placed', paid: 0 });
    expect(order.giftCardPaid).toBe(order.payNow);
    const status = await request.post('/api/web/giftcards/status', { data: { code } });
    expect(await status.json()).toMatchObject({ balance: 30_000 - order.payNow });
  });
});
