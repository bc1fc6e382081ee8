import type { GiftCardPurchaseResult } from '@dekka/contracts/gift-card';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { renderApp } from '../../../test/render-app';
import { dayIn } from '../model/shop-rules';
import { CODE, order, ORDER_GUID, SHOP } from '../test/gift-card-fixtures';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

const SHOP_ROUTE = 'GET /api/web/giftcards/shop';
const BUY = 'POST /api/web/giftcards';
const ORDER = `GET /api/web/giftcards/orders/${ORDER_GUID}`;
const STATUS = `GET /api/web/booking/paymentstatus/${ORDER_GUID}`;
const CHALLENGE_FORM =
  '<form method="get" action="/api/payments/sandbox/challenge/ref_9"><button type="submit">Continue to your bank</button></form>';

beforeEach(() => {
  fakeSockets.length = 0;
});

function bought(overrides: Partial<GiftCardPurchaseResult> = {}): GiftCardPurchaseResult {
  return { response: 1, orderGuid: ORDER_GUID, redirectHtml: null, message: null, ...overrides };
}

type User = ReturnType<typeof renderApp>['user'];

async function openShop(handlers: Record<string, (call: StubCall) => Response> = {}) {
  const api = stubApi({ [SHOP_ROUTE]: () => json(SHOP), ...handlers });
  const view = renderApp('/giftcard');
  await screen.findByRole('group', { name: 'Amount' });
  return { ...api, ...view };
}

async function fillPeople(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Their name' }), 'Sigga');
  await user.type(screen.getByRole('textbox', { name: 'Their e-mail' }), 'sigga@example.is');
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Jón');
  await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'jon@example.is');
}

async function fillCard(user: User, number = '4242424242424242') {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
}

/** An amount as shown: one word, its space a no-break one. */
const amount = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

const purchases = (calls: StubCall[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === BUY);

describe('the gift card shop', () => {
  it('offers the presets and another amount, with the validity, and sends nothing unfilled', async () => {
    const { user, calls } = await openShop();
    expect(await screen.findByText(/It is valid for 4 years\./)).toBeVisible();
    const amounts = screen.getByRole('group', { name: 'Amount' });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['ISK 5,000', 'ISK 10,000', 'ISK 15,000', 'ISK 25,000', 'Other amount']);
    expect(screen.getByRole('combobox', { name: 'Where can it be used?' })).toHaveDisplayValue(
      'Any Dekka restaurant',
    );

    await user.click(screen.getByRole('button', { name: 'Buy the gift card' }));
    expect(within(amounts).getByRole('radio', { name: amount('ISK 5,000') })).toHaveFocus();
    expect(amounts).toHaveAccessibleDescription('Choose an amount.');
    expect(screen.getByRole('textbox', { name: 'Their name' })).toHaveAccessibleDescription(
      'Please enter a name.',
    );
    expect(screen.getByRole('textbox', { name: 'Their e-mail' })).toHaveAccessibleDescription(
      'Please enter an e-mail address.',
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(purchases(calls)).toEqual([]);
  });

  it('checks an amount of one’s own against the bounds and an e-mail address as it is left', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    const custom = screen.getByRole('textbox', { name: 'Amount in ISK' });
    expect(custom).toHaveAccessibleDescription(/^From ISK\s1,000 to ISK\s500,000$/);
    await user.type(custom, '500');
    await user.tab();
    expect(custom).toHaveAccessibleDescription(
      /From ISK\s1,000 to ISK\s500,000 Choose an amount within the limits shown\./,
    );
    await user.clear(custom);
    await user.type(custom, '7.500');
    expect(custom).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: amount('Pay ISK 7,500') })).toBeEnabled();

    const email = screen.getByRole('textbox', { name: 'Their e-mail' });
    await user.type(email, 'sigga@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('That isn’t a valid e-mail address.');
  });

  it('sells a restaurant’s card in its own currency, with its own amounts', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('radio', { name: amount('ISK 10,000') }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Where can it be used?' }),
      'Taberna del Prado',
    );
    const amounts = screen.getByRole('group', { name: 'Amount' });
    expect(within(amounts).getByRole('radio', { name: '€25.00' })).not.toBeChecked();
    // The krónur chosen are not euros: the amount is to be chosen again.
    expect(within(amounts).queryAllByRole('radio', { checked: true })).toEqual([]);
    await user.click(within(amounts).getByRole('radio', { name: '€50.00' }));
    expect(screen.getByRole('button', { name: 'Pay €50.00' })).toBeEnabled();
  });

  it('buys a card paid at once and shows where and when it goes, with a link to it', async () => {
    const { user, calls, router } = await openShop({
      [BUY]: () => json(bought()),
      [ORDER]: () => json(order({ deliverOn: '2026-12-24' })),
    });
    await user.click(screen.getByRole('radio', { name: amount('ISK 10,000') }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Where can it be used?' }),
      'Hafnarljós',
    );
    await fillPeople(user);
    await user.type(
      screen.getByRole('textbox', { name: 'Your message (optional)' }),
      'Til hamingju!',
    );
    expect(screen.getByText('13 of 500 characters used')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'On a day I choose' }));
    const day = dayIn(new Date(Date.now() + 10 * 24 * 3600_000));
    await user.type(screen.getByLabelText('Day to send it'), day);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: amount('Pay ISK 10,000') }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(router.state.location.search).toContain(`order=${ORDER_GUID}`);
    expect(purchases(calls)[0]?.body).toEqual({
      amount: 10_000,
      restaurantId: 3,
      buyerName: 'Jón',
      buyerEmail: 'jon@example.is',
      recipientName: 'Sigga',
      recipientEmail: 'sigga@example.is',
      message: 'Til hamingju!',
      deliverOn: day,
      language: 'en',
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    });
    expect(
      screen.getByText(
        'Your gift card of ISK 10,000 will be e-mailed to Sigga at sigga@example.is on the morning of December 24, 2026.',
      ),
    ).toBeVisible();
    expect(screen.getByText('ABCD-EFGH-JKMN-PQRS')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the gift card' })).toHaveAttribute(
      'href',
      `/giftcard/view/${CODE}`,
    );
  });

  it('takes the card through 3-D Secure in the payment dialog, in the order’s hub room', async () => {
    await openShop({
      [BUY]: () => json(bought({ response: 3, redirectHtml: CHALLENGE_FORM })),
      [STATUS]: () => json({ status: 'pending', latestEvent: null }),
      [ORDER]: () => json(order()),
    }).then(async ({ user }) => {
      await user.click(screen.getByRole('radio', { name: amount('ISK 15,000') }));
      await fillPeople(user);
      await fillCard(user, '4000000000003220');
      await user.click(screen.getByRole('button', { name: amount('Pay ISK 15,000') }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog.querySelector('iframe')?.getAttribute('srcdoc')).toContain(
      'Continue to your bank',
    );
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    expect(fakeSockets[0]?.options).toMatchObject({ query: { guid: ORDER_GUID } });
    act(() =>
      fakeSockets[0]?.serverSends('PaymentEvent', {
        type: 5,
        id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
        title: ORDER_GUID,
        sentDate: '2026-12-02T12:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(
      screen.getByText('Your gift card of ISK 10,000 is on its way to Sigga at sigga@example.is.'),
    ).toBeVisible();
  });

  it('names a declined card, marks its fields and keeps the form for another', async () => {
    const { user } = await openShop({
      [BUY]: () => json(bought({ response: 2, message: 'payment_declined' })),
    });
    await user.click(screen.getByRole('radio', { name: amount('ISK 5,000') }));
    await fillPeople(user);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: amount('Pay ISK 5,000') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription('This card was declined');
    expect(screen.getByRole('textbox', { name: 'Their name' })).toHaveValue('Sigga');
  });
});

describe('the receipt', () => {
  it('waits for the bank while the order is pending, then shows the card', async () => {
    let answer = order({ status: 'pending', code: null });
    stubApi({ [ORDER]: () => json(answer) });
    renderApp(`/giftcard?order=${ORDER_GUID}`);
    expect(await screen.findByText('Waiting for your bank to confirm the payment…')).toBeVisible();
    answer = order();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, { timeout: 8_000 }),
    ).toBeVisible();
  });

  it('says when the payment failed, and when there is no such order', async () => {
    stubApi({ [ORDER]: () => json(order({ status: 'failed', code: null })) });
    const first = renderApp(`/giftcard?order=${ORDER_GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The payment did not go through' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/giftcard');
    first.unmount();

    stubApi();
    renderApp('/giftcard?order=5d3c2b1a-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' }),
    ).toBeVisible();
  });
});

describe('/gjafabref', () => {
  // With a site set, the page leaves for it: e2e/routes.spec.ts (jsdom cannot navigate away).

  it('goes to the shop here when no external gift card site is set', async () => {
    stubApi({
      'GET /api/web/settings': async () => {
        const { TEST_SETTINGS } = await import('../../../test/api-stub');
        return json({ ...TEST_SETTINGS, giftCardUrl: '' });
      },
      [SHOP_ROUTE]: () => json(SHOP),
    });
    const { router } = renderApp('/gjafabref');
    expect(await screen.findByRole('heading', { level: 1, name: 'Give a meal out' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/giftcard');
  });
});
