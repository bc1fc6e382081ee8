import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { now } from './clock';
import { expect } from './fixtures';

// Steps the payment specs share. Test cards are the README's; any future expiry works.

/**
 * The payment frame is sandboxed without scripts; Playwright's and axe's own helpers, injected
 * into every frame, are refused there and Chromium logs that. The pages themselves run none.
 */
export const SANDBOXED_FRAME_NOISE =
  /^Blocked script execution in .* the 'allow-scripts' permission is not set\.$/;

export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  challengeThenDecline: '4000 0082 6000 3178',
} as const;

export interface Words {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  terms: RegExp;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  /** The submit button when nothing is charged and no card is kept. */
  submit: string;
  /** … when a card is kept for a no-show fee that may never be charged. */
  submitConfirm: string;
  /** … when a prepayment is taken: "Confirm and pay {amount}". */
  submitPay: RegExp;
  /** … on the waiting list's form. */
  submitWaitingList: string;
  dialog: string;
  frame: string;
  paymentFailed: RegExp;
  confirmed: string;
  continueToBank: string;
  approve: string;
  decline: string;
}

export const EN: Words = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone number',
  terms: /I accept the terms/,
  cardNumber: 'Card number',
  cardExpiry: 'Expiry date (MM/YY)',
  cardCvc: 'Security code (CVC)',
  submit: 'Complete booking',
  submitConfirm: 'Confirm booking',
  submitPay: /^Confirm and pay /,
  submitWaitingList: 'Join the waiting list',
  dialog: 'Confirm your payment',
  frame: 'Your bank’s payment page',
  paymentFailed: /The payment did not go through/,
  confirmed: 'Thanks, your booking is confirmed',
  continueToBank: 'Continue to your bank',
  approve: 'Approve',
  decline: 'Decline',
};

export const IS: Words = {
  firstName: 'Fornafn',
  lastName: 'Eftirnafn',
  email: 'Netfang',
  phone: 'Símanúmer',
  terms: /Ég samþykki skilmála/,
  cardNumber: 'Kortanúmer',
  cardExpiry: 'Gildistími (MM/ÁÁ)',
  cardCvc: 'Öryggisnúmer (CVC)',
  submit: 'Ljúka bókun',
  submitConfirm: 'Staðfesta bókun',
  submitPay: /^Staðfesta og greiða /,
  submitWaitingList: 'Skrá mig á biðlista',
  dialog: 'Staðfestu greiðsluna',
  frame: 'Greiðslusíða bankans þíns',
  paymentFailed: /Greiðslan gekk ekki í gegn/,
  confirmed: 'Takk fyrir, bókunin þín er staðfest',
  continueToBank: 'Áfram í bankann þinn',
  approve: 'Samþykkja',
  decline: 'Hafna',
};

export const ES: Words = {
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  terms: /Acepto las condiciones/,
  cardNumber: 'Número de tarjeta',
  cardExpiry: 'Caducidad (MM/AA)',
  cardCvc: 'Código de seguridad (CVC)',
  submit: 'Completar reserva',
  submitConfirm: 'Confirmar reserva',
  submitPay: /^Confirmar y pagar /,
  submitWaitingList: 'Apuntarme a la lista de espera',
  dialog: 'Confirma el pago',
  frame: 'Página de pago de tu banco',
  paymentFailed: /El pago no se ha completado/,
  confirmed: '¡Gracias! Tu reserva está confirmada',
  continueToBank: 'Continuar a tu banco',
  approve: 'Aprobar',
  decline: 'Rechazar',
};

export const SLOT_LABELS = {
  en: { date: 'Date', time: 'Time', guests: 'Guests' },
  is: { date: 'Dagsetning', time: 'Tími', guests: 'Fjöldi gesta' },
  es: { date: 'Fecha', time: 'Hora', guests: 'Comensales' },
};

export interface Restaurant {
  id: number;
  name: string;
  slug: string;
  timeZone: string;
}

/** Reads what the diner's page would show; books nothing. */
export async function discover(
  request: APIRequestContext,
  slug: string,
  paymentRule: 'prepayment' | 'no_show_fee',
  origin = '',
): Promise<Restaurant> {
  const response = await request.get(`${origin}/api/web/restaurant/${slug}/`);
  expect(response.ok()).toBe(true);
  const body: { id: number; name: string; timeZone: string; policies: { paymentRule: string } } =
    await response.json();
  expect(body.policies.paymentRule).toBe(paymentRule);
  return { id: body.id, name: body.name, slug, timeZone: body.timeZone };
}

export function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Picks date, time and party size on a restaurant page and clicks the slot. */
export async function pickSlot(
  page: Page,
  labels: { date: string; time: string; guests: string },
  { date, time, guests }: { date: string; time: string; guests: string },
) {
  await page.getByLabel(labels.date, { exact: true }).fill(date);
  await page.getByLabel(labels.time, { exact: true }).selectOption(time);
  await page.getByLabel(labels.guests, { exact: true }).selectOption(guests);
  await page.getByRole('button', { name: time, exact: true }).click();
}

/** Restaurant page, slot, then the complete page for the held table. */
export async function holdTable(
  page: Page,
  restaurant: Restaurant,
  options: { lng: 'en' | 'is' | 'es'; date: string; time: string; guests: string; origin?: string },
) {
  await page.goto(`${options.origin ?? ''}/${restaurant.slug}?lng=${options.lng}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  await pickSlot(page, SLOT_LABELS[options.lng], options);
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
}

/** The country code starts at the restaurant's country, so the phone number must fit it. */
export const PHONES = { is: '611 1234', no: '412 34 567', es: '612 345 678' } as const;

export async function fillContact(page: Page, words: Words, phone: string = PHONES.is) {
  await textbox(page, words.firstName).fill('Guðrún');
  await textbox(page, words.lastName).fill('Jónsdóttir');
  await textbox(page, words.email).fill('gudrun@example.is');
  await textbox(page, words.phone).fill(phone);
  await page.getByRole('checkbox', { name: words.terms }).check();
}

/** MM/YY a year from now. */
export function futureExpiry(): string {
  const date = new Date(now());
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String((date.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

export async function fillCard(page: Page, words: Words, number: string, cvc = '123') {
  await textbox(page, words.cardNumber).fill(number);
  await textbox(page, words.cardExpiry).fill(futureExpiry());
  await textbox(page, words.cardCvc).fill(cvc);
}

export function paymentFrame(page: Page, words: Words): FrameLocator {
  return page
    .getByRole('dialog', { name: words.dialog })
    .frameLocator(`iframe[title="${words.frame}"]`);
}

export function guidOf(page: Page): string {
  return new URL(page.url()).searchParams.get('guid') ?? '';
}
