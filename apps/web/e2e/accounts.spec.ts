import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { signInCodeFor } from './mail';
import { danishSiteUrl, spanishSiteUrl } from './servers';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// Accounts as people use them: a diner signs in from the complete page with the code from the
// e-mail (read from the .eml file the server wrote), books with their details remembered, finds
// the booking in My bookings and signs out; a restaurant's owner signs in and reaches the
// workspace of their own restaurant, and is refused another's. Restaurants used here and nowhere
// else: Vegur Grænmetisstaður (diner, brunch), Hafnarljós (its owner), Kaffi Krummi (refused).

const SHOTS = 'test-results/screenshots';

/** The two steps of /login: the address, then the code from the e-mail. */
async function signInOnLoginPage(page: Page, email: string, shots?: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  if (shots) {
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/${shots}-email.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByRole('textbox', { name: 'Code from the e-mail' });
  await expect(codeField).toBeFocused();
  if (shots) {
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/${shots}-code.png`, fullPage: true });
  }
  await codeField.fill(await signInCodeFor(email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a diner signs in from the complete page, books with saved details, sees it in My bookings, signs out', async ({
  page,
}) => {
  const email = `diner-${randomUUID().slice(0, 8)}@example.is`;
  const timeZone = 'Atlantic/Reykjavik';
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(
    `/vegur-graenmetisstadur?lng=en&dateTime=${daysAhead(4, timeZone)}T12:00&guests=2`,
  );
  await page.getByRole('button', { name: '12:00', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  const guid = new URL(page.url()).searchParams.get('guid');

  // The hold survives the round trip through the sign-in page.
  await page.getByRole('link', { name: 'Sign in to use your saved details' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await signInOnLoginPage(page, email, 'login-375');
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  expect(new URL(page.url()).searchParams.get('guid')).toBe(guid);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'My bookings' })).toBeVisible();

  // The account's address is there already; the rest is typed once and remembered.
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Guðrún');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Jónsdóttir');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('611 1234');
  await expect(page.getByRole('checkbox', { name: /Remember these details/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  const saving = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().includes('/api/web/usercustomer'),
  );
  await page.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/confirmation');
  const saved: Record<string, unknown> = (await saving).postDataJSON();
  expect(saved).toMatchObject({
    firstName: 'Guðrún',
    lastName: 'Jónsdóttir',
    phone: '+354 6111234',
  });
  expect(Object.keys(saved).some((key) => /card/i.test(key))).toBe(false);

  // My bookings, from the header.
  await account.getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-bookings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('heading', { name: 'Vegur Grænmetisstaður' })).toBeVisible();
  await expect(upcoming.getByText('Confirmed')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/my-bookings-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, { path: `${SHOTS}/my-bookings-1280.png`, fullPage: true });

  // The next booking starts from the saved details.
  await page.goto(
    `/vegur-graenmetisstadur?lng=en&dateTime=${daysAhead(5, timeZone)}T12:00&guests=2`,
  );
  await page.getByRole('button', { name: '12:00', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
    'Guðrún',
  );
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(
    /611\s?1234/,
  );

  await account.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a restaurant owner signs in to their workspace and team, and is refused another restaurant', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hafnarljos/workspace?lng=en');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInOnLoginPage(page, 'owner.hafnarljos@demo.dekka.is');
  await expect(page).toHaveURL((url) => url.pathname === '/hafnarljos/workspace');
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff pages' })).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/workspace-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, { path: `${SHOTS}/workspace-375.png`, fullPage: true });

  // The workspace's own link (the staff header's menu has one too).
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText('owner.hafnarljos@demo.dekka.is', { exact: false })).toBeVisible();
  const invitee = `host-${randomUUID().slice(0, 8)}@example.is`;
  await page.getByLabel('E-mail address').fill(invitee);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Cancel the invitation to ${invitee}` }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'What each role may do' })
      .getByRole('region', { name: 'Owner' })
      .getByText('Invite and remove staff'),
  ).toBeVisible();
  await expectAxeClean(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    'the team page fits 375 px',
  ).toBeLessThanOrEqual(0);
  await saveScreenshot(page, { path: `${SHOTS}/team-375.png`, fullPage: true });

  // Another restaurant: the page says so, and the server refuses its workspace outright.
  await page.goto('/kaffi-krummi/workspace?lng=en');
  await expect(page.getByText('You are not on the staff of this restaurant.')).toBeVisible();
  await expectAxeClean(page);
  const token = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('dekka.session') ?? '{}') as { token?: string })
        .token ?? '',
  );
  const other = (await (await page.request.get('/api/web/restaurant/kaffi-krummi/')).json()) as {
    id: number;
  };
  const refused = (
    await page.request.get(`/api/restaurant/${other.id}/workspace/`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status();
  expect(refused).toBe(403);
});

test('the sign-in and staff pages speak each site’s languages', async ({ page }) => {
  // Norwegian needs a Norwegian site, which the suite does not run; the locale test checks that
  // every string exists in all five languages.
  const sites = [
    ['', 'en', 'Sign in', 'Staff workspace'],
    ['', 'is', 'Innskráning', 'Vinnusvæði starfsfólks'],
    [spanishSiteUrl, 'es', 'Iniciar sesión', 'Espacio del personal'],
    [danishSiteUrl, 'da', 'Log ind', 'Personalets arbejdsområde'],
  ] as const;
  for (const [site, language, login, workspace] of sites) {
    await page.goto(`${site}/login?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: login })).toBeVisible();
    await page.goto(`${site}/hafnarljos/workspace?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: workspace })).toBeVisible();
  }
});
