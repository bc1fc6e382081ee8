import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

describe('/styleguide', () => {
  it('shows the tokens and every shared component in its states', async () => {
    stubApi();
    const { user } = renderApp('/styleguide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
    for (const name of ['Colours', 'Type', 'Spacing', 'Components']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    // Free, waiting list, full, starting, the asked-for time and loading.
    const [free, starting, asked] = screen.getAllByRole('button', { name: /18:30/ });
    expect(free).not.toHaveAttribute('aria-disabled');
    expect(starting).toHaveAttribute('aria-busy', 'true');
    expect(asked).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '19:00, waiting list' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '19:30, fully booked' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Open the dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    const close = closeButtons.at(-1);
    if (!close) throw new Error('no close button');
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
