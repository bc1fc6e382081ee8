import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { StoreBadges } from './store-badges';

const URLS = {
  appStoreUrl: 'https://apps.apple.com/app/dekka',
  playStoreUrl: 'https://play.google.com/dekka',
};

describe('StoreBadges', () => {
  it('names the store links in the diner’s language', async () => {
    render(<StoreBadges {...URLS} />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      URLS.appStoreUrl,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();

    await act(() => i18n.changeLanguage('is'));
    expect(screen.getByRole('link', { name: 'Sæktu í App Store' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sæktu á Google Play' })).toHaveAttribute(
      'href',
      URLS.playStoreUrl,
    );
  });
});
