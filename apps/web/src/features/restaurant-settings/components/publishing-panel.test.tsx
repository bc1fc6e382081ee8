import type { PublishingView } from '@dekka/contracts/joining';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, storeSession, stubApi, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MINE: MyRestaurantsResponse = {
  restaurants: [
    { restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'owner', sellsFood: true },
  ],
};

async function openSettings(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /api/web/my/restaurants': () => json(MINE), ...handlers });
  const view = renderApp('/hafnarljos/settings?lng=en');
  const panel = await screen.findByRole('region', { name: 'Shown to diners' });
  return { ...view, api, panel };
}

describe('publishing, on the settings’ first page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('lists what is missing with links, and shows the server’s refusal when published anyway', async () => {
    const view: PublishingView = { published: false, missing: ['openingHours', 'tables'] };
    const { user, panel } = await openSettings({
      'GET /api/restaurant/7/settings/publishing': () => json(view),
      'PUT /api/restaurant/7/settings/publishing': () =>
        json(
          {
            code: 'validation_failed',
            message: 'missing',
            requestId: 'r',
            fields: ['openingHours', 'tables'],
          },
          { status: 400 },
        ),
    });
    expect(
      await within(panel).findByText('Not published: diners cannot find or book Hafnarljós yet.'),
    ).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'opening hours' })).toHaveAttribute(
      'href',
      '/hafnarljos/settings/hours',
    );
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    const refusal = await within(panel).findByRole('alert');
    expect(refusal).toHaveTextContent('It cannot be published yet. Add:');
    expect(
      within(refusal).getByRole('link', { name: 'a table diners can book online' }),
    ).toHaveAttribute('href', '/hafnarljos/settings/tables');
  });

  it('publishes, and asks before unpublishing', async () => {
    let published = false;
    const { user, panel, api } = await openSettings({
      'GET /api/restaurant/7/settings/publishing': () => json({ published, missing: [] }),
      'PUT /api/restaurant/7/settings/publishing': (call) => {
        published = (call.body as { published: boolean }).published;
        return json({ published, missing: [] });
      },
    });
    await user.click(await within(panel).findByRole('button', { name: 'Publish' }));
    expect(
      await within(panel).findByText('Hafnarljós is published: diners can find it now.'),
    ).toBeVisible();
    await user.click(await within(panel).findByRole('button', { name: 'Unpublish' }));
    expect(within(panel).getByRole('group', { name: 'Shown to diners' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Keep it published' }));
    expect(within(panel).getByRole('button', { name: 'Unpublish' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Unpublish' }));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(panel).toHaveTextContent('Diners will no longer find or book Hafnarljós.');
    await user.click(within(panel).getByRole('button', { name: 'Yes, unpublish' }));
    expect(
      await within(panel).findByText('Hafnarljós is no longer shown to diners.'),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { published: true },
      { published: false },
    ]);
  });
});
