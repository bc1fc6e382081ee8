import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { CARDS, futureExpiry } from './payment-steps';

/**
 * A Dekka gift card for any restaurant, bought straight from the API with a card approved at
 * once (the demo seeds no gift cards: a fixed code in public source would be money); its code.
 */
export async function buyGiftCard(
  request: APIRequestContext,
  amount: number,
  buyerEmail = 'jon.staff@example.is',
): Promise<string> {
  const [month, year] = futureExpiry().split('/');
  const bought = await request.post('/api/web/giftcards/', {
    data: {
      amount,
      restaurantId: null,
      buyerName: 'Jón',
      buyerEmail,
      recipientName: 'Ása',
      recipientEmail: 'asa.staff@example.is',
      message: '',
      deliverOn: null,
      language: 'en',
      card: {
        number: CARDS.approve.replace(/\s/g, ''),
        expiryMonth: Number(month),
        expiryYear: 2000 + Number(year),
        cvc: '123',
      },
    },
  });
  expect(bought.ok()).toBe(true);
  const { response, orderGuid } = await bought.json();
  expect(response).toBe(1);
  const order = await (await request.get(`/api/web/giftcards/orders/${orderGuid}/`)).json();
  return order.code;
}
