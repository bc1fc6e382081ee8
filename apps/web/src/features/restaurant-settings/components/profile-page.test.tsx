import type { ProfileSettingsView } from '@dekka/contracts/restaurant-profile';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MINE: MyRestaurantsResponse = {
  restaurants: [
    { restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'owner', sellsFood: true },
  ],
};

const noTexts = { description: '', confirmationNote: '' };

const PROFILE: ProfileSettingsView = {
  name: 'Hafnarljós',
  address: 'Geirsgata 7, 101 Reykjavík',
  lat: 64.1497,
  lon: -21.9405,
  areaId: null,
  phone: '+354 511 2300',
  website: 'https://hafnarljos.example.is',
  redirectUrl: '',
  priceCategory: 3,
  texts: {
    is: { description: 'Fiskur við höfnina.', confirmationNote: '<p>Verið velkomin!</p>' },
    en: noTexts,
    es: noTexts,
    nb: noTexts,
    da: noTexts,
  },
  categoryIds: [1],
  occasionIds: [],
  ownLanguage: 'is',
  city: 'Reykjavík',
  choices: {
    categories: [
      { id: 1, name: 'Seafood' },
      { id: 2, name: 'Icelandic' },
    ],
    occasions: [{ id: 5, name: 'Date night' }],
    areas: [{ id: 9, name: 'Old Harbour' }],
  },
};

async function openProfile() {
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/profile?lng=en');
  await screen.findByRole('group', { name: 'Name and contact' });
  return user;
}

describe('the profile page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('names an empty name and a website without its scheme, sending nothing', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/profile': () => json(PROFILE),
    });
    const user = await openProfile();
    await user.clear(screen.getByLabelText('Restaurant name'));
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'www.hafnarljos.is');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Restaurant name: Fill in this field.',
      'Website: Enter a web address that starts with https:// or http://.',
    ]);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('writes the English texts beside the own Icelandic ones and sends the choices', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/profile': () => json(PROFILE),
      'PUT /api/restaurant/7/settings/profile': (call) =>
        json({ ...PROFILE, ...(call.body as object) }),
    });
    const user = await openProfile();
    // The own language is shown first; English starts empty.
    expect(screen.getByLabelText('Description (Icelandic)')).toHaveValue('Fiskur við höfnina.');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.type(screen.getByLabelText('Description (English)'), 'Fish by the harbour.');
    // The note is written in the rich-text editor, as the text it shows.
    await user.type(
      screen.getByRole('textbox', { name: 'Note in the confirmation (English)' }),
      'Welcome!',
    );
    await user.selectOptions(screen.getByLabelText('Area of Reykjavík'), 'Old Harbour');
    expect(screen.getByLabelText('Price level')).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText('Price level'), '4 – Fine dining');
    await user.click(screen.getByRole('checkbox', { name: 'Icelandic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Date night' }));
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));

    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        areaId: 9,
        priceCategory: 4,
        categoryIds: [1, 2],
        occasionIds: [5],
        texts: {
          is: PROFILE.texts.is,
          en: {
            description: 'Fish by the harbour.',
            confirmationNote: 'Welcome!',
          },
        },
      }),
    );
  });

  it('takes an https address for the page after booking, refusing any other', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/profile': () => json(PROFILE),
      'PUT /api/restaurant/7/settings/profile': (call) =>
        json({ ...PROFILE, ...(call.body as object) }),
    });
    const user = await openProfile();
    const field = screen.getByLabelText('Page after booking');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/3 seconds after their confirmation shows/);
    await user.type(field, 'http://hafnarljos.example.is/takk');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Page after booking: Enter a web address that starts with https://, or leave the field empty.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, 'https://hafnarljos.example.is/takk');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      redirectUrl: 'https://hafnarljos.example.is/takk',
    });
  });

  it('clears the page after booking when the field is emptied', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/profile': () =>
        json({ ...PROFILE, redirectUrl: 'https://hafnarljos.example.is/takk' }),
      'PUT /api/restaurant/7/settings/profile': (call) =>
        json({ ...PROFILE, ...(call.body as object) }),
    });
    const user = await openProfile();
    const field = screen.getByLabelText('Page after booking');
    expect(field).toHaveValue('https://hafnarljos.example.is/takk');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ redirectUrl: '' });
  });
});
