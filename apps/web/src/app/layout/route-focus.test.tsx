import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restaurant } from '../../features/restaurant/test/fake-restaurant';
import { json, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

function liveRegion(): HTMLElement {
  const region = document.getElementById('route-announcement');
  if (!region) throw new Error('no live region');
  return region;
}

describe('on a navigation to another page', () => {
  it('leaves focus alone on the first load', async () => {
    stubApi();
    renderApp('/terms/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    // The trailing slash is taken off (a replace): still the first page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heading).not.toHaveFocus();
    expect(liveRegion()).toHaveTextContent('');
  });

  it('moves focus to the new heading and announces the tab title', async () => {
    stubApi();
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    await act(() => router.navigate('/signup'));
    const heading = await screen.findByRole('heading', { level: 1, name: /Subscribe/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(document.title));
    expect(document.title).toMatch(/Subscribe.* – Dekka$/);
  });

  it('waits for a heading that comes with the page’s data', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      'GET /api/web/restaurant/lyng': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    await act(() => router.navigate('/lyng'));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/web/restaurant/lyng')).toBe(true),
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(json(restaurant()));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lyng' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Lyng – Dekka'));
  });

  it('does not move focus when only the query changes', async () => {
    stubApi();
    const { router } = renderApp('/terms');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    await act(() => router.navigate('/terms?section=2'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heading).not.toHaveFocus();
  });
});
