import type { LookSettingsView } from '@dekka/contracts/restaurant-look';
import { DEFAULT_THEME } from '@dekka/contracts/default-theme';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MINE: MyRestaurantsResponse = {
  restaurants: [
    {
      restaurantId: 7,
      slug: 'hafnarljos',
      name: 'Hafnarljós & Co',
      role: 'owner',
      sellsFood: true,
    },
  ],
};

const LOOK: LookSettingsView = { colours: { primary: '#0b4f6c' }, dekka: DEFAULT_THEME };

async function openLook(look: LookSettingsView = LOOK) {
  const api = stubApi({
    'GET /api/web/my/restaurants': () => json(MINE),
    'GET /api/restaurant/7/settings/look': () => json(look),
    'PUT /api/restaurant/7/settings/look': (call) =>
      json({ colours: call.body, dekka: DEFAULT_THEME }),
  });
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/look?lng=en');
  await screen.findByRole('group', { name: 'Colours' });
  return { api, user };
}

const contrastOf = (pair: string) =>
  within(screen.getByRole('region', { name: 'Contrast' }))
    .getByText(pair)
    .closest('li');

describe('the look and embed page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('says in words how each pair reads, and refuses a colour below 4.5:1, sending nothing', async () => {
    const { api, user } = await openLook();
    expect(contrastOf('Button text on the primary colour')).toHaveTextContent(
      /\d+(\.\d)?:1, passes/,
    );

    const hex = screen.getByLabelText('Text on the primary colour: hex code');
    await user.type(hex, '#9ab');
    expect(contrastOf('Button text on the primary colour')).toHaveTextContent(
      /\d(\.\d)?:1, fails: below 4\.5:1/,
    );
    // The preview takes the colour, on its own element only.
    expect(screen.getByTestId('look-preview').style.getPropertyValue('--color-on-primary')).toBe(
      '#9ab',
    );
    expect(document.documentElement.style.getPropertyValue('--color-on-primary')).not.toBe('#9ab');

    await user.click(screen.getByRole('button', { name: 'Save the colours' }));
    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^Primary colour: This colour is too hard to read/),
      expect.stringMatching(/^Text on the primary colour: This colour is too hard to read/),
    ]);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('names a colour that is not hex', async () => {
    const { api, user } = await openLook();
    await user.type(screen.getByLabelText('Page background: hex code'), 'white');
    await user.click(screen.getByRole('button', { name: 'Save the colours' }));
    expect(
      await screen.findByRole('link', {
        name: 'Page background: Enter a hex colour such as #1f4e4a, or leave it empty.',
      }),
    ).toBeVisible();
    expect(screen.getByLabelText('Page background: hex code')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("resets to Dekka's colours and saves only the colours set", async () => {
    const { api, user } = await openLook();
    const primary = screen.getByLabelText('Primary colour: hex code');
    expect(primary).toHaveValue('#0b4f6c');
    await user.click(screen.getByRole('button', { name: "Reset to Dekka's colours" }));
    expect(primary).toHaveValue('');
    expect(screen.getByLabelText('Primary colour: colour picker')).toHaveValue('#c2410c');
    expect(screen.getByTestId('look-preview').style.getPropertyValue('--color-primary')).toBe(
      DEFAULT_THEME.primary,
    );
    await user.type(screen.getByLabelText('Secondary colour: hex code'), '#2D3A8C');
    await user.click(screen.getByRole('button', { name: 'Save the colours' }));
    expect(
      await screen.findByText('Saved. Your embedded page shows these colours now.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ secondary: '#2d3a8c' }),
    );
  });

  it('gives an iframe of the restaurant page in isolated mode on this site, to copy', async () => {
    const { user } = await openLook();
    const code = screen.getByLabelText('Embed code (iframe)');
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveValue(
      `<iframe src="${window.location.origin}/hafnarljos?isolation=true" ` +
        'title="Book a table at Hafnarljós &amp; Co" width="100%" height="760" ' +
        'style="border: 0; max-width: 480px;" loading="lazy"></iframe>',
    );
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByText('The code is copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe((code as HTMLTextAreaElement).value);
  });
});
