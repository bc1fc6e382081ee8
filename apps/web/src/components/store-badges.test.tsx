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

  it.each([
    ['es', 'Descárgalo en el App Store', 'Disponible en Google Play'],
    ['nb', 'Last ned i App Store', 'Tilgjengelig på Google Play'],
    ['da', 'Hent i App Store', 'Nu på Google Play'],
  ])('in %s too, each name being the words the badge shows', async (language, apple, google) => {
    await act(() => i18n.changeLanguage(language));
    render(<StoreBadges {...URLS} />);
    for (const name of [apple, google]) {
      const link = screen.getByRole('link', { name });
      // What a voice-control user reads on the badge is what the link answers to.
      expect(link.textContent?.replace(/\s+/g, '')).toBe(name.replace(/\s+/g, ''));
    }
  });
});
