import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { CODE, status } from '../test/gift-card-fixtures';

const STATUS = 'POST /api/web/giftcards/status';

const lookups = (calls: StubCall[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === STATUS);

function refusal(code: string, httpStatus: number, headers: Record<string, string> = {}) {
  return json({ code, message: code, requestId: 'r' }, { status: httpStatus, headers });
}

async function openStatus(handlers: Record<string, (call: StubCall) => Response>) {
  const api = stubApi(handlers);
  const view = renderApp('/giftcard/status');
  const field = await screen.findByRole('textbox', { name: 'Gift card code' });
  return { ...api, ...view, field };
}

describe('the gift card balance page', () => {
  it('reads a code typed any way, and shows balance, state, expiry and history', async () => {
    const { user, calls, field } = await openStatus({ [STATUS]: () => json(status()) });
    expect(document.title).toBe('Gift card balance – Dekka');
    await user.type(field, ' abcd efgh-jkmn pqrs ');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    const result = await screen.findByRole('region', { name: 'Gift card ABCD-EFGH-JKMN-PQRS' });
    expect(lookups(calls).map((call) => call.body)).toEqual([{ code: CODE }]);
    await waitFor(() => expect(result).toHaveFocus());
    const value = (label: string) => within(result).getByText(label).nextElementSibling;
    expect(value('Balance')).toHaveTextContent(/^ISK\s9,000$/);
    expect(value('Value')).toHaveTextContent(/^ISK\s15,000$/);
    expect(value('State')).toHaveTextContent('Active');
    expect(value('Valid until')).toHaveTextContent('December 2, 2030');
    expect(value('Valid at')).toHaveTextContent('Any Dekka restaurant');

    const history = within(result).getByRole('table', { name: 'History' });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['Dec 2, 2026BoughtISK 15,000', 'Dec 10, 2026Used · Lyng−ISK 6,000']);
    expect(within(result).getByRole('link', { name: 'View the card' })).toHaveAttribute(
      'href',
      `/giftcard/view/${CODE}`,
    );
  });

  it('says a code is unknown, next to the field', async () => {
    const { user, field } = await openStatus({
      [STATUS]: () => refusal('gift_card_not_found', 404),
    });
    await user.type(field, 'ABCD-EFGH-JKMN-PQRT');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /No gift card has that code\. Check it and try again\./,
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('says what a code looks like when the typed one cannot be one, and sends nothing', async () => {
    const { user, calls, field } = await openStatus({ [STATUS]: () => json(status()) });
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(field).toHaveAccessibleDescription(/Please enter the gift card’s code\./);
    await user.type(field, 'ABCD-EFGH-1234');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(field).toHaveAccessibleDescription(
      /That isn’t a gift card code: codes have 16 letters and digits\./,
    );
    expect(lookups(calls)).toEqual([]);
  });

  it('says the same of a code the server finds malformed (400)', async () => {
    const { user, field } = await openStatus({
      [STATUS]: () => refusal('validation_failed', 400),
    });
    await user.type(field, CODE);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/That isn’t a gift card code/));
  });

  it('says when too many codes were tried, beside the app’s own alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, field } = await openStatus({
      [STATUS]: () => refusal('rate_limited', 429, { 'Retry-After': '60' }),
    });
    await user.type(field, CODE);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many gift card codes have been tried from your device. Please wait a minute and try again.',
    );
    expect(alert).toHaveBeenCalledOnce();
  });

  it('speaks Icelandic', async () => {
    await i18n.changeLanguage('is');
    stubApi({ [STATUS]: () => json(status()) });
    const { user } = renderApp('/giftcard/status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staða gjafabréfs' }),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Kóði gjafabréfs' }), CODE);
    await user.click(screen.getByRole('button', { name: 'Athuga stöðu' }));
    expect(await screen.findByText('Inneign')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Saga' })).toBeVisible();
  });
});
