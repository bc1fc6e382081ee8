import type { JoinCitiesResponse } from '@dekka/contracts/joining';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const CITIES: JoinCitiesResponse = {
  countries: [
    {
      country: 'is',
      cities: [
        { id: 1, name: 'Akureyri' },
        { id: 2, name: 'Reykjavík' },
      ],
    },
    { country: 'es', cities: [{ id: 3, name: 'Madrid' }] },
    { country: 'no', cities: [{ id: 4, name: 'Oslo' }] },
    { country: 'dk', cities: [{ id: 5, name: 'København' }] },
  ],
};

async function openForm(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /api/web/join/cities': () => json(CITIES), ...handlers });
  const view = renderApp('/join?lng=en');
  await screen.findByRole('heading', { level: 1, name: 'Join Dekka' });
  // The cities are in once the city list can be opened.
  await waitFor(() => expect(screen.getByLabelText('Town or city')).toBeEnabled());
  return { ...view, api };
}

async function fillValid(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText('Restaurant name'), 'Kaffi Þröstur');
  await user.type(screen.getByLabelText('Your name'), 'Sigríður Jónsdóttir');
  await user.type(screen.getByLabelText('E-mail address'), 'sigga@example.is');
  await user.type(screen.getByLabelText('Phone number'), '+354 555 1234');
  await user.selectOptions(screen.getByLabelText('Town or city'), 'Reykjavík');
  await user.type(screen.getByLabelText('Address'), 'Laugavegur 1, 101 Reykjavík');
}

describe('the application form', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('starts in the site’s country and offers only that country’s towns', async () => {
    const { user } = await openForm();
    expect(screen.getByLabelText('Country')).toHaveValue('is');
    const city = screen.getByLabelText('Town or city');
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a town or city', 'Akureyri', 'Reykjavík']);
    await user.selectOptions(screen.getByLabelText('Country'), 'Norway');
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a town or city', 'Oslo']);
  });

  it('lists every problem, focused, with links to the fields, and sends nothing', async () => {
    const { user, api } = await openForm();
    await user.type(screen.getByLabelText('E-mail address'), 'not an address');
    await user.type(screen.getByLabelText('Website (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const summary = await screen.findByRole('group', { name: 'Please check the following:' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Restaurant name: Please fill this in.',
      'Your name: Please fill this in.',
      'E-mail address: Enter an e-mail address, such as name@example.com.',
      'Phone number: Please fill this in.',
      'Town or city: Choose a town or city in the chosen country.',
      'Address: Please fill this in.',
      'Website (optional): Enter an address starting with https:// or http://.',
    ]);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address, such as name@example.com.',
    );
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/web/join')).toBe(
      false,
    );
  });

  it('sends the application and thanks the applicant, focused on the thanks', async () => {
    const { user, api } = await openForm({
      'POST /api/web/join': () => json({ received: true }),
    });
    await fillValid(user);
    await user.type(screen.getByLabelText('Website (optional)'), 'https://throstur.example.is');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const thanks = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you, your application is on its way',
    });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/We have sent a confirmation to sigga@example.is/)).toBeVisible();
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/api/web/join');
    expect(sent?.body).toEqual({
      restaurantName: 'Kaffi Þröstur',
      contactName: 'Sigríður Jónsdóttir',
      email: 'sigga@example.is',
      phone: '+354 555 1234',
      country: 'is',
      cityId: 2,
      address: 'Laugavegur 1, 101 Reykjavík',
      website: 'https://throstur.example.is',
      message: '',
    });
    expect(sent?.headers.get('accept-language')).toBe('en');
  });

  it('shows the server’s refusal at the field it names', async () => {
    const { user } = await openForm({
      'POST /api/web/join': () =>
        json(
          {
            code: 'validation_failed',
            message: 'cityId: not a city of the chosen country',
            requestId: 'r',
            fields: ['cityId'],
          },
          { status: 400 },
        ),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const summary = await screen.findByRole('group', { name: 'Please check the following:' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Town or city: Choose a town or city in the chosen country.',
    );
  });

  it('says so in place when one connection has applied too often, keeping what was typed', async () => {
    const { user } = await openForm({
      'POST /api/web/join': () =>
        json(
          { code: 'rate_limited', message: 'Too many requests', requestId: 'r' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many applications have been sent from this connection.',
    );
    expect(screen.getByLabelText('Restaurant name')).toHaveValue('Kaffi Þröstur');
  });

  it('tells when the towns cannot be loaded, and tries again', async () => {
    let failing = true;
    stubApi({
      'GET /api/web/join/cities': () =>
        failing
          ? json({ code: 'internal_error', message: 'x', requestId: 'r' }, { status: 500 })
          : json(CITIES),
    });
    const { user } = renderApp('/join?lng=en');
    expect(
      await screen.findByText('The list of towns and cities could not be loaded.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Town or city')).toBeEnabled());
  });
});
