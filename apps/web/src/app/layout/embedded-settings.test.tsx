import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_SETTINGS, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

describe('settings written into the page by the server', () => {
  afterEach(() => document.getElementById('site-settings')?.remove());

  it('renders the shell from them at once, without asking the API', async () => {
    const block = document.createElement('script');
    block.id = 'site-settings';
    block.type = 'application/json';
    block.textContent = JSON.stringify({ ...TEST_SETTINGS, displayCountry: 'no' });
    document.head.append(block);
    const api = stubApi();
    renderApp('/');
    // The loading screen never shows: the header is there on the first render.
    const banner = screen.getByRole('banner');
    const select = within(banner).getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Norsk bokmål', 'English']);
    expect(api.calls.filter((call) => call.path === '/api/web/settings')).toEqual([]);
  });

  it('asks the API when the block is missing or broken', async () => {
    const block = document.createElement('script');
    block.id = 'site-settings';
    block.type = 'application/json';
    block.textContent = '{"metaTags":';
    document.head.append(block);
    const api = stubApi();
    renderApp('/');
    await screen.findByRole('banner');
    expect(api.calls.filter((call) => call.path === '/api/web/settings')).toHaveLength(1);
  });
});
