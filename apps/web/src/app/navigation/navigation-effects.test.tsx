import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

function address(router: ReturnType<typeof renderApp>['router']) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

describe('on every navigation', () => {
  it('strips the trailing slash and adds lng, keeping the query', async () => {
    stubApi();
    const { router } = renderApp('/terms/?utm_source=mail');
    await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    await waitFor(() => expect(address(router)).toBe('/terms?utm_source=mail&lng=en'));
  });

  it('replaces the history entry instead of adding one', async () => {
    stubApi();
    const { router } = renderApp('/terms');
    await waitFor(() => expect(router.state.location.search).toBe('?lng=en'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows the language: lng changes when the visitor switches', async () => {
    stubApi();
    const { router, user } = renderApp('/terms');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'is');
    await waitFor(() => expect(router.state.location.search).toBe('?lng=is'));
    expect(document.documentElement.lang).toBe('is');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Skilmálar og persónuvernd' }),
    ).toBeVisible();
  });

  it('scrolls to the top when the path changes, not when only the query does', async () => {
    stubApi();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(router.state.location.search).toBe('?lng=en'));
    scrollTo.mockClear();

    await router.navigate('/terms');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

    scrollTo.mockClear();
    await router.navigate('/terms?lng=en&section=2');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps isolated mode across navigation and re-adds isolation=true', async () => {
    stubApi();
    const { router } = renderApp('/terms?isolation=true');
    await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    await router.navigate('/book/reservation-unsuccessful?restaurantId=1');
    await waitFor(() =>
      expect(address(router)).toBe(
        '/book/reservation-unsuccessful?restaurantId=1&lng=en&isolation=true',
      ),
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('dekka.isolation')).toBe('true');
  });

  it('stores do_referrer in a cookie', async () => {
    stubApi();
    renderApp('/?do_referrer=partner-42');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.cookie).toContain('do_referrer=partner-42'));
  });

  it('keeps the rwg_token Reserve with Google sends for the conversion report', async () => {
    stubApi();
    renderApp('/hafnarljos?rwg_token=AJKvS9W-x_1');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.cookie).toContain('rwg_token=AJKvS9W-x_1'));
  });

  it('switches to the display country language when the detected one is not offered', async () => {
    stubApi();
    await i18n.changeLanguage('es');
    const { router } = renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Skilmálar og persónuvernd' }),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?lng=is'));
  });
});
