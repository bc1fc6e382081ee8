import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, useDocumentTitle } from './document-title';
import { i18n } from './i18n';
import { useTranslation } from './translation';

function HomeTitle() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return null;
}

describe('useDocumentTitle', () => {
  it('puts the title on the tab and follows a change of language', async () => {
    render(<HomeTitle />);
    expect(document.title).toBe('Dekka – Book a table');
    await act(() => i18n.changeLanguage('is'));
    expect(document.title).toBe('Dekka – Bóka borð');
  });
});

describe('pageTitle', () => {
  it('puts the brand last and leaves out parts not known yet', () => {
    expect(pageTitle('Jólahlaðborð', 'Lyng')).toBe('Jólahlaðborð – Lyng – Dekka');
    expect(pageTitle(undefined)).toBe('Dekka');
  });
});
