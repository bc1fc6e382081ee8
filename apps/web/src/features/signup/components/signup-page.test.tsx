import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SETTINGS, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

// jsdom cannot post forms; stop the browser part of the submit after React has handled it.
const stopNativeSubmit = (event: Event) => event.preventDefault();

describe('newsletter signup', () => {
  beforeEach(() => document.addEventListener('submit', stopNativeSubmit));
  afterEach(() => document.removeEventListener('submit', stopNativeSubmit));

  it('posts to the mailing-list provider in a new tab, with a hidden honeypot', async () => {
    stubApi();
    renderApp('/signup');
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    const form = email.closest('form');
    expect(form).toHaveAttribute('action', TEST_SETTINGS.mailingListFormUrl);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    const honeypot = form?.querySelector('input[name="b_abc123_def456"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    // People (and screen readers) see exactly one field.
    expect(screen.getAllByRole('textbox')).toEqual([email]);
  });

  it('moves on to the thank-you page after submitting', async () => {
    stubApi();
    const { user, router } = renderApp('/signup');
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'gudrun@example.is',
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks for subscribing!' }),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/thankyou'));
  });

  it('thanks survey takers differently', async () => {
    stubApi();
    renderApp('/survey/thankyou');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your answers!' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to the front page' })).toBeVisible();
  });
});
