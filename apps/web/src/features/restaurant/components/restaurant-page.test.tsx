import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetIntlSupportCache } from '../../../lib/locale-format';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { restaurant, slot, SLUG, suggestionsPath } from '../test/fake-restaurant';

function openRestaurant(path = `/${SLUG}?dateTime=2026-12-04T19:00&guests=2`) {
  const api = stubApi({
    [`GET /api/web/restaurant/${SLUG}`]: () => json(restaurant()),
    [suggestionsPath('2026-12-04T19:00', 2)]: () =>
      json([slot('2026-12-04T18:45'), slot('2026-12-04T19:00'), slot('2026-12-04T19:15')]),
    [suggestionsPath('2026-12-04T19:00', 4)]: () => json([slot('2026-12-04T19:30')]),
    [suggestionsPath('2026-12-05T19:00', 4)]: () => json([slot('2026-12-05T20:00')]),
    'GET /api/web/booking/v4/processsteps/7/null/false/2026-12-04T19:00': () =>
      json({ bookingProcessSteps: [5, 0, 1, 2] }),
  });
  return { api, ...renderApp(path) };
}

describe('restaurant page', () => {
  it('shows the restaurant, its hours and rules, and the slots around the chosen time', async () => {
    openRestaurant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lyng' })).toBeVisible();
    expect(screen.getByText('Laugavegur 20, 101 Reykjavík')).toBeVisible();
    expect(screen.getByText('Friday')).toBeVisible();
    expect(
      screen.getByText(/^A no-show fee of ISK.5,000 per guest may be charged\.$/),
    ).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-04');
    expect(screen.getByLabelText('Time')).toHaveValue('19:00');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    expect(await screen.findByRole('button', { name: '19:15' })).toBeVisible();
  });

  it('names the restaurant in the tab title', async () => {
    openRestaurant();
    await waitFor(() => expect(document.title).toBe('Lyng – Dekka'));
  });

  it('writes the picked date, time and party size back to the address', async () => {
    const { user, router } = openRestaurant();
    await screen.findByRole('heading', { level: 1, name: 'Lyng' });
    await user.selectOptions(screen.getByLabelText('Guests'), '4');
    expect(await screen.findByRole('button', { name: '19:30' })).toBeVisible();
    // The address moves when the route's loader has run, which may be after the times show.
    const query = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(query().get('guests')).toBe('4'));
    expect(query().get('dateTime')).toBe('2026-12-04T19:00');
    expect(router.state.historyAction).toBe('REPLACE');

    // jsdom's date input takes no typing; a date picker sets the value in one go.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-05' } });
    expect(await screen.findByRole('button', { name: '20:00' })).toBeVisible();
    await waitFor(() => expect(query().get('dateTime')).toBe('2026-12-05T19:00'));
    expect(router.state.location.pathname).toBe(`/${SLUG}`);
  });

  it('starts the booking from a free slot and moves to the first step', async () => {
    const { user, router } = openRestaurant();
    await user.click(await screen.findByRole('button', { name: '19:00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/upsell'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('restaurantId')).toBe('7');
    expect(query.get('dateTime')).toBe('2026-12-04T19:00');
    expect(query.get('currentStep')).toBe('upsell');
  });

  it('shows not-found for an unknown restaurant without reporting it as an error', async () => {
    const { calls } = stubApi();
    renderApp('/no-such-place');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this restaurant" }),
    ).toBeVisible();
    expect(calls.some((call) => call.path === '/api/web/restaurant/no-such-place')).toBe(true);
    expect(calls.some((call) => call.path === '/api/web/client-errors')).toBe(false);
  });

  it('reports a failed load and offers to try again', async () => {
    let fail = true;
    const { calls } = stubApi({
      [`GET /api/web/restaurant/${SLUG}`]: () =>
        fail
          ? json(
              { code: 'internal_error', message: 'Internal error', requestId: 'r1' },
              { status: 500 },
            )
          : json(restaurant()),
      [suggestionsPath('2026-12-04T19:00', 2)]: () => json([]),
    });
    const { user } = renderApp(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2`);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText("We couldn't load this restaurant. Please try again."),
    ).toBeVisible();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/web/client-errors')).toBe(true),
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lyng' })).toBeVisible();
  });

  it('names days and amounts in Icelandic even when the browser has no Icelandic data', async () => {
    resetIntlSupportCache();
    for (const Format of [Intl.DateTimeFormat, Intl.NumberFormat] as const) {
      vi.spyOn(Format, 'supportedLocalesOf').mockImplementation(() => []);
    }
    await i18n.changeLanguage('is');
    openRestaurant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lyng' })).toBeVisible();
    expect(screen.getByText('föstudagur')).toBeVisible();
    expect(screen.getByText(/5\.000 kr\./)).toBeVisible();
    resetIntlSupportCache();
  });
});
