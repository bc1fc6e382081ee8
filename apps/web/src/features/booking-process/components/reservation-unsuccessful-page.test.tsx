import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

describe('reservation unsuccessful', () => {
  it('explains and sends "Try again" to the restaurant page', async () => {
    stubApi();
    const { user, router } = renderApp('/book/reservation-unsuccessful?restaurantId=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops...' })).toBeVisible();
    expect(
      screen.getByText(
        "Your reservation didn't go through. Please go to the restaurant's site and try again.",
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('3');
  });

  it('parses the id as an integer', async () => {
    stubApi();
    const { user, router } = renderApp('/book/reservation-unsuccessful?restaurantId=12abc');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('12');
  });
});
