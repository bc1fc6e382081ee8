import { expectAxeClean } from './axe';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import {
  CARDS,
  discover,
  ES,
  fillCard,
  fillContact,
  guidOf,
  holdTable,
  paymentFrame,
  PHONES,
  SANDBOXED_FRAME_NOISE,
} from './payment-steps';
import { spanishSiteUrl } from './servers';

// A prepaid party that grows pays the difference (docs/decisions/064-changes-that-move-money.md):
// Taberna Lucía (Madrid, Spanish site) takes 15,00 € a guest in advance.

test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOISE] });

test('a prepaid party grows and pays the difference through the bank’s challenge', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'taberna-lucia-madrid', 'prepayment', spanishSiteUrl);
  const date = daysAhead(6, restaurant.timeZone);
  await holdTable(page, restaurant, {
    lng: 'es',
    date,
    time: '20:00',
    guests: '2',
    origin: spanishSiteUrl,
  });
  await fillContact(page, ES, PHONES.es);
  await fillCard(page, ES, CARDS.approve);
  await page.getByRole('button', { name: ES.submitPay }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES.confirmed);
  const guid = guidOf(page);

  await page.goto(`${spanishSiteUrl}/booking?guid=${guid}&lng=es`);
  await page.getByRole('button', { name: 'Cambiar reserva' }).click();
  const change = page.getByRole('region', { name: 'Cambiar tu reserva' });
  await change.getByLabel('Comensales').selectOption('3');
  await expect(change.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  await change.getByRole('button', { name: '20:00', exact: true }).click();
  await change.getByRole('button', { name: 'Confirmar cambio' }).click();

  // What the change costs, and a card for it; nothing has moved yet.
  await expect(change.getByText(/Este cambio cuesta 15,00\s€ más/)).toBeVisible();
  await expectAxeClean(page);
  await fillCard(page, ES, CARDS.challenge);
  await change.getByRole('button', { name: /^Pagar 15,00\s€ y cambiar$/ }).click();

  // The bank's 3-D Secure page, in the complete page's payment dialog.
  const dialog = page.getByRole('dialog', { name: ES.dialog });
  await expect(dialog).toBeVisible();
  const frame = paymentFrame(page, ES);
  await frame.getByRole('button', { name: ES.continueToBank }).click();
  await frame.getByRole('button', { name: ES.approve }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      'Tu reserva ha cambiado. Te hemos enviado los nuevos datos por correo electrónico.',
    ),
  ).toBeVisible();
  await expect(page.getByText('3 comensales')).toBeVisible();

  // The booking's payments: the first charge and the difference, both taken.
  const status = await request.get(`${spanishSiteUrl}/api/web/booking/paymentstatus/${guid}/`);
  expect((await status.json()).status).toBe('succeeded');
});
