import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { PriceLevel } from './price-level';

describe('PriceLevel', () => {
  it.each([
    ['ISK', 'kr'],
    ['NOK', 'kr'],
    ['DKK', 'kr'],
    ['EUR', '€'],
  ])('in %s, four %s signs with the level’s first ones dark', (currency, sign) => {
    render(<PriceLevel level={2} currency={currency} />);
    const level = screen.getByRole('img', { name: 'Price category 2 of 4' });
    expect(level).toHaveTextContent(sign.repeat(4));
    expect(level.querySelectorAll('.price-level__off')).toHaveLength(2);
  });

  it('keeps its signs in every language and names the level in the diner’s', async () => {
    render(<PriceLevel level={3} currency="ISK" />);
    await act(() => i18n.changeLanguage('is'));
    expect(screen.getByRole('img', { name: 'Verðflokkur 3 af 4' })).toHaveTextContent('krkrkrkr');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('img', { name: 'Categoría de precio 3 de 4' })).toHaveTextContent(
      'krkrkrkr',
    );
  });
});
