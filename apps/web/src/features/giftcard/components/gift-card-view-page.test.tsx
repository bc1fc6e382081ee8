import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { card, CODE } from '../test/gift-card-fixtures';

const VIEW = `GET /api/web/giftcards/${CODE}`;

describe('a gift card’s page', () => {
  it('shows the card to keep or print: amount, where, from and to, code, QR code and expiry', async () => {
    const { calls } = stubApi({ [VIEW]: () => json(card()) });
    // Typed as people type it: lower case, with dashes.
    renderApp('/giftcard/view/abcd-efgh-jkmn-pqrs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A gift card for Sigga' }),
    ).toBeVisible();
    expect(calls.some((call) => `${call.method} ${call.path}` === VIEW)).toBe(true);
    expect(document.title).toBe('Gift card – Dekka');

    const giftCard = screen.getByRole('article', {
      name: 'Dekka gift card, valid at Hafnarljós',
    });
    expect(within(giftCard).getByText(/^ISK\s15,000$/)).toBeVisible();
    expect(within(giftCard).getByText('Active')).toBeVisible();
    expect(within(giftCard).getByText('Hafnarljós')).toBeVisible();
    expect(within(giftCard).getByText('Sigga')).toBeVisible();
    expect(within(giftCard).getByText('Jón')).toBeVisible();
    expect(within(giftCard).getByText('Til hamingju með afmælið!')).toBeVisible();
    expect(within(giftCard).getByText('ABCD-EFGH-JKMN-PQRS')).toBeVisible();
    expect(within(giftCard).getByText('December 2, 2030')).toBeVisible();

    // The QR code is drawn, not written as markup: rectangles in an SVG, named for what it does.
    const qr = within(giftCard).getByRole('img', { name: 'QR code that opens this gift card' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(50);
  });

  it('shows a card whose buyer deleted their account without names, and it still works', async () => {
    stubApi({ [VIEW]: () => json(card({ buyerName: '', recipientName: '', message: '' })) });
    renderApp(`/giftcard/view/${CODE}`);
    const giftCard = await screen.findByRole('article', {
      name: 'Dekka gift card, valid at Hafnarljós',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Gift card' })).toBeVisible();
    expect(within(giftCard).queryByText('To')).not.toBeInTheDocument();
    expect(within(giftCard).queryByText('From')).not.toBeInTheDocument();
    expect(within(giftCard).getByText('ABCD-EFGH-JKMN-PQRS')).toBeVisible();
  });

  it('shows the message as the sender typed it, never as markup', async () => {
    const message = '<img src=x onerror="alert(1)"><b>Njóttu!</b>\nKveðja, Jón';
    stubApi({ [VIEW]: () => json(card({ message })) });
    const { container } = renderApp(`/giftcard/view/${CODE}`);
    const quote = await screen.findByText(/<img src=x onerror="alert\(1\)"><b>Njóttu!<\/b>/);
    expect(quote.tagName.toLowerCase()).toBe('blockquote');
    expect(quote.textContent).toBe(message);
    expect(container.querySelector('.gift-card img, .gift-card b')).toBeNull();
  });

  it('prints with the Print button, and says how much is left of a card partly used', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    stubApi({ [VIEW]: () => json(card({ balance: 9_000, restaurant: null })) });
    const { user } = renderApp(`/giftcard/view/${CODE}`);
    const giftCard = await screen.findByRole('article', {
      name: 'Dekka gift card, valid at Any Dekka restaurant',
    });
    expect(within(giftCard).getByText(/^ISK\s9,000 left of ISK\s15,000$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/');
  });

  it('shows a used-up card as used up, with nothing to book', async () => {
    stubApi({ [VIEW]: () => json(card({ balance: 0, state: 'used' })) });
    renderApp(`/giftcard/view/${CODE}`);
    expect(await screen.findByText('Used up')).toBeVisible();
    expect(screen.getByText('This gift card has been used up.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book a table' })).not.toBeInTheDocument();
  });

  it('says so when no card has the code', async () => {
    stubApi({
      [VIEW]: () =>
        json({ code: 'gift_card_not_found', message: 'No', requestId: 'r' }, { status: 404 }),
    });
    renderApp(`/giftcard/view/${CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this gift card' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check a gift card’s balance' })).toHaveAttribute(
      'href',
      '/giftcard/status',
    );
  });

  it('asks nothing about an address whose code cannot be one', async () => {
    const { calls } = stubApi();
    renderApp('/giftcard/view/ABC123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this gift card' }),
    ).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/web/giftcards'))).toEqual([]);
  });

  it('says so when this device has tried too many codes', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi({
      [VIEW]: () =>
        json(
          { code: 'rate_limited', message: 'Too many', requestId: 'r' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
    });
    renderApp(`/giftcard/view/${CODE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many gift card codes have been tried from your device.',
    );
    expect(window.alert).toHaveBeenCalledOnce();
  });
});
