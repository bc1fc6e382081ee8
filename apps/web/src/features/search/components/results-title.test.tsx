import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ResultsTitle } from './results-title';

describe('ResultsTitle', () => {
  it('titles the search results tab in the diner’s language', async () => {
    render(<ResultsTitle />);
    expect(document.title).toBe('Search results – Dekka');
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe('Resultados de la búsqueda – Dekka');
  });
});
