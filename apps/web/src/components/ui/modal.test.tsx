import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>Outside text</p>
      <Modal open={open} title="Select your type of booking" onClose={() => setOpen(false)}>
        <button type="button">À la carte</button>
        <button type="button">Reserve</button>
      </Modal>
    </div>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return {
    user,
    opener,
    dialog: screen.getByRole('dialog', { name: 'Select your type of booking' }),
  };
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside, both ways', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Reserve' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'À la carte' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('makes the page behind it inert', async () => {
    const { opener } = await openModal();
    expect(opener.closest('[inert]')).not.toBeNull();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('closes with the close button and gives focus back', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'À la carte' }));
    expect(dialog).toBeInTheDocument();

    const backdrop = document.querySelector('.modal-backdrop');
    expect(backdrop).not.toBeNull();
    if (backdrop) await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('caps its width at 640 px unless told otherwise', async () => {
    const { dialog } = await openModal();
    expect(dialog.style.getPropertyValue('--modal-max-width')).toBe('640px');
  });
});
