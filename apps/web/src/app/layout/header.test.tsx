import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNT, TEST_SETTINGS, json, storeSession, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const SEARCH = 'Search for restaurants or cuisines';

describe('header', () => {
  it('has the logo link, the search button and the language selector', async () => {
    stubApi();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dekka' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Search' })).toBeVisible();
    const select = within(banner).getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Íslenska', 'English']);
  });

  it('offers the display country language and English', async () => {
    stubApi({ 'GET /api/web/settings': () => json({ ...TEST_SETTINGS, displayCountry: 'dk' }) });
    renderApp('/');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dansk', 'English']);
  });

  it('expands the search box, and Escape closes and clears it', async () => {
    stubApi();
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();

    await user.click(button);
    const input = screen.getByRole('combobox', { name: 'Search for restaurants or cuisines' });
    expect(input).toHaveAttribute('placeholder', 'Search for restaurants or cuisines');
    expect(input).toHaveFocus();
    expect(within(screen.getByRole('search')).getByRole('combobox')).toBe(input);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.type(input, 'sushi');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('combobox', { name: SEARCH })).toHaveValue('');
  });

  it('closes and clears the search box on a click outside', async () => {
    stubApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: SEARCH }), 'pizza');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
  });

  it('keeps the search box open for clicks inside it', async () => {
    stubApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('combobox', { name: SEARCH }));
    expect(screen.getByRole('combobox', { name: SEARCH })).toBeVisible();
  });

  it('shows only the language selector and no footer in isolated mode', async () => {
    stubApi();
    renderApp('/book/reservation-unsuccessful?restaurantId=3&isolation=true');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeVisible();
    expect(within(banner).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Dekka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('header account links', () => {
  it('offers an anonymous visitor "Sign in", coming back to this page and its query', async () => {
    stubApi();
    renderApp('/signup?from=footer');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    const signIn = await within(account).findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toMatch(
      /^\/login\?returnTo=%2Fsignup%3Ffrom%3Dfooter(%26lng%3Den)?$/,
    );
    expect(within(account).queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
  });

  it('shows a signed-in diner "My bookings" and "Sign out"', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi();
    renderApp('/signup');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(account).findByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    expect(within(account).getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/logout',
    );
    expect(within(account).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows no account links in isolated mode, signed in or not', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi();
    renderApp('/book/reservation-unsuccessful?restaurantId=3&isolation=true');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeVisible();
    expect(within(banner).queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('links to the terms, newsletter, contact, sign-up, social and app stores', async () => {
    stubApi();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const link = (name: string) => within(footer).getByRole('link', { name });
    expect(link('About Dekka')).toHaveAttribute('href', '/terms#about');
    expect(link('Terms of use')).toHaveAttribute('href', '/terms#terms');
    expect(link('Privacy policy')).toHaveAttribute('href', '/terms#privacy');
    expect(link('Newsletter')).toHaveAttribute('href', '/signup');
    expect(link('hallo@dekka.test')).toHaveAttribute('href', 'mailto:hallo@dekka.test');
    expect(link('Join Dekka')).toHaveAttribute('href', '/join');
    expect(link('Dekka on Instagram')).toHaveAttribute(
      'href',
      'https://www.instagram.com/dekka.is/',
    );
    expect(link('Download on the App Store')).toHaveAttribute('href', TEST_SETTINGS.appStoreUrl);
    expect(link('Get it on Google Play')).toHaveAttribute('href', TEST_SETTINGS.playStoreUrl);
    expect(within(footer).getByText(TEST_SETTINGS.address)).toBeVisible();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Dekka`)).toBeVisible();
  });
});
