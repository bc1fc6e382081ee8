import { randomUUID } from 'node:crypto';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInCodeFor } from './mail';
import { E2E_PORT } from './servers';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// Passkeys as a person uses them, with Chromium's virtual authenticator standing in for the
// phone's fingerprint reader: sign in by code, add a passkey on My bookings, sign out, sign in
// with the passkey alone; remove it, and the passkey no longer opens the account. The site is
// opened at localhost: a passkey belongs to a domain name (the servers' PUBLIC_URL), never to an
// IP address.

const SITE = `http://localhost:${E2E_PORT}`;
const SHOTS = 'test-results/screenshots';

// Dekka's answer to a passkey it no longer knows is a 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

/** A platform authenticator that verifies the person (as a fingerprint would) without asking. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('a diner adds a passkey, signs in with it alone, and a removed passkey no longer works', async ({
  page,
}) => {
  const email = `passkey-${randomUUID().slice(0, 8)}@example.is`;
  await addVirtualAuthenticator(page);
  const account = page.getByRole('navigation', { name: 'Account' });

  await page.goto(`${SITE}/login?lng=en&returnTo=%2Fmy-bookings`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('textbox', { name: 'Code from the e-mail' })
    .fill(await signInCodeFor(email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-bookings');

  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText(/^Passkey added\./)).toBeVisible();
  await expect(passkeys.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/passkeys-my-bookings.png`, fullPage: true });

  // Signed out, the passkey is the whole sign-in: no address, no code.
  await account.getByRole('link', { name: 'Sign out' }).click();
  await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${SITE}/login?lng=en&returnTo=%2Fmy-bookings`);
  // The page, not its loading state, is what axe looks at.
  const withPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(withPasskey).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/passkeys-login.png`, fullPage: true });
  await withPasskey.click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-bookings');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(passkeys.getByText(/last used/)).toBeVisible();

  // Removed on Dekka, the passkey stays on the device but opens nothing.
  await passkeys.getByRole('button', { name: /^Remove the passkey/ }).click();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await account.getByRole('link', { name: 'Sign out' }).click();
  await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${SITE}/login?lng=en`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.locator(':focus')).toContainText('Dekka does not know this passkey');
  await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
