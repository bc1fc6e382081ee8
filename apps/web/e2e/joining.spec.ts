import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { invitationPathFor, signInCodeFor } from './mail';
import { OwnServer } from './own-server';
import { expectAxeClean } from './axe';
import { JOINING_SERVER_PORT } from './servers';
import { saveScreenshot } from './screenshots';

// Joining Dekka from end to end, on a server of its own started with an administrator: a
// restaurant applies through the form (in Icelandic, on a phone), the administrator signs in and
// approves it, the applicant accepts the owner's invitation from the e-mail, diners cannot find
// the restaurant, the owner publishes it once it has hours and a table, and then diners find and
// open it. Every new page passes axe in Icelandic and English, on a phone and a laptop.

test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@joining.dekka.test';
const OWNER = 'sigga@hraunkrain.example.is';
const NAME = 'Hraunkráin';
const SLUG = 'hraunkrain';
const SHOTS = 'test-results/screenshots';

const server = new OwnServer(JOINING_SERVER_PORT, { ADMIN_EMAILS: ADMIN });
const url = server.url;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server.stop();
});

/** The /login steps, from wherever the page's own sign-in link led. */
async function signIn(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('textbox', { name: 'Code from the e-mail' })
    .fill(await signInCodeFor(email, JOINING_SERVER_PORT));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** `path` in Icelandic and English, on a phone and a laptop, each passing axe once `ready`. */
async function axeEverywhere(
  page: Page,
  path: string,
  ready: (language: 'is' | 'en') => Promise<void>,
  shot: string,
) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of ['is', 'en'] as const) {
      await page.goto(`${url}${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
      await ready(language);
      await expectAxeClean(page);
      await saveScreenshot(page, {
        path: `${SHOTS}/${shot}-${language}-${width}.png`,
        fullPage: true,
      });
    }
  }
}

/** What diners get: the restaurant's API answer and the home page's suggestions for its name. */
async function dinerFinds(page: Page): Promise<boolean> {
  const api = await page.request.get(`${url}/api/web/restaurant/${SLUG}/`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}/?lng=en`);
  const form = page.getByRole('form', { name: 'Find a table' });
  const searched = page.waitForResponse((response) =>
    response.url().includes('/api/web/search/globalsearch/'),
  );
  await form.getByRole('combobox', { name: 'Restaurant or cuisine' }).fill(NAME);
  expect((await searched).ok()).toBe(true);
  // Suggested exactly when the API knows it.
  const option = form.getByRole('option', { name: new RegExp(NAME) });
  if (api.ok()) await expect(option).toBeVisible();
  else await expect(option).toHaveCount(0);
  return api.ok();
}

test('a restaurant applies through the form, in Icelandic on a phone', async ({ page }) => {
  await axeEverywhere(
    page,
    '/join',
    async (language) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'is' ? 'Vertu með á Dekka' : 'Join Dekka',
      );
      await expect(
        page.getByLabel(language === 'is' ? 'Bær eða borg' : 'Town or city'),
      ).toBeEnabled();
    },
    'join-form',
  );

  // The footer's link leads here.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${url}/?lng=is`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertu með á Dekka' }).click();
  await expect(page).toHaveURL((address) => address.pathname === '/join');

  // Sending it empty lists every problem first, with the focus on the list.
  await page.getByRole('button', { name: 'Senda umsókn' }).click();
  await expect(page.getByRole('group', { name: 'Athugaðu eftirfarandi:' })).toBeFocused();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/join-form-errors-is-375.png`, fullPage: true });

  await page.getByLabel('Heiti veitingastaðar').fill(NAME);
  await page.getByLabel('Nafnið þitt').fill('Sigríður Jónsdóttir');
  await page.getByLabel('Netfang').fill(OWNER);
  await page.getByLabel('Símanúmer').fill('+354 555 1234');
  await expect(page.getByLabel('Land')).toHaveValue('is');
  await page.getByLabel('Bær eða borg').selectOption({ label: 'Reykjavík' });
  await page.getByLabel('Heimilisfang').fill('Hafnarstræti 1, 101 Reykjavík');
  await page.getByLabel('Vefsíða (valfrjálst)').fill('https://hraunkrain.example.is');
  await page
    .getByLabel('Nokkur orð um staðinn (valfrjálst)')
    .fill('Lambakjöt og bleikja, 40 sæti við höfnina.');
  await page.getByRole('button', { name: 'Senda umsókn' }).click();

  const thanks = page.getByRole('heading', {
    level: 1,
    name: 'Takk, umsóknin þín er komin til okkar',
  });
  await expect(thanks).toBeFocused();
  await expect(
    page.getByText(`Við sendum staðfestingu á ${OWNER}.`, { exact: false }),
  ).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/join-thanks-is-375.png`, fullPage: true });
});

test('the administrator signs in and approves; diners cannot find the restaurant yet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}/admin/applications?lng=en`);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL((address) => address.pathname === '/admin/applications');

  // My bookings links an administrator here.
  await page.goto(`${url}/my-bookings?lng=en`);
  await page.getByRole('link', { name: "Restaurants' applications" }).click();
  await expect(page).toHaveURL((address) => address.pathname === '/admin/applications');

  await axeEverywhere(
    page,
    '/admin/applications',
    async (language) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'is' ? 'Umsóknir' : 'Applications',
      );
      await expect(page.getByRole('article', { name: NAME })).toBeVisible();
    },
    'admin-applications',
  );

  await page.goto(`${url}/admin/applications?lng=en`);
  const card = page.getByRole('article', { name: NAME });
  await expect(card.getByRole('link', { name: OWNER })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toContainText(`Approving creates ${NAME} on Dekka, hidden from diners`);
  await card.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(
    page.getByText(`${NAME} was created, unpublished, and ${OWNER} was invited to be its owner.`),
  ).toBeVisible();
  await expect(page.getByText('No applications are waiting.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Decided lately' })).toContainText(`/${SLUG}`);
  await expectAxeClean(page);
  await saveScreenshot(page, {
    path: `${SHOTS}/admin-applications-decided-en-1280.png`,
    fullPage: true,
  });

  await page.goto(`${url}/logout?lng=en`);
  await expect(page).toHaveURL((address) => address.pathname === '/');
  expect(await dinerFinds(page)).toBe(false);
});

test.describe('the owner', () => {
  // Publishing before the restaurant has hours and a table is refused (400) on purpose.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the owner accepts the invitation, publishes once the restaurant can be booked, and diners find it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}${await invitationPathFor(OWNER, JOINING_SERVER_PORT)}?lng=en`);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, OWNER);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(page).toHaveURL((address) => address.pathname === `/${SLUG}/workspace`);

    // Not bookable yet: the settings say what is missing, and publishing is refused.
    await page.goto(`${url}/${SLUG}/settings?lng=en`);
    const panel = page.getByRole('region', { name: 'Shown to diners' });
    await expect(panel).toContainText(`Not published: diners cannot find or book ${NAME} yet.`);
    await expect(panel.getByRole('link', { name: 'opening hours' })).toHaveAttribute(
      'href',
      `/${SLUG}/settings/hours`,
    );
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(panel.getByRole('alert')).toContainText('It cannot be published yet. Add:');

    // Hours and a table, through the settings API as the owner's own pages send them.
    const token = await page.evaluate(
      () =>
        (JSON.parse(window.localStorage.getItem('dekka.session') ?? '{}') as { token?: string })
          .token ?? '',
    );
    const restaurantId = (
      (await (
        await page.request.get(`${url}/api/web/my/restaurants/`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { restaurants: { restaurantId: number; slug: string }[] }
    ).restaurants.find((restaurant) => restaurant.slug === SLUG)?.restaurantId;
    const settings = (path: string, method: 'PUT' | 'POST', data: object) =>
      page.request.fetch(`${url}/api/restaurant/${restaurantId}/settings/${path}/`, {
        method,
        data,
        headers: { authorization: `Bearer ${token}` },
      });
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      name: '',
      opens: '17:00',
      closes: '23:00',
      lastSeating: '21:00',
    }));
    expect((await settings('hours', 'PUT', { services: week, keepBookings: true })).ok()).toBe(
      true,
    );
    const plans = (await (await settings('floor-plans', 'POST', { name: 'Salur' })).json()) as {
      floorPlans: { id: number }[];
    };
    const table = await settings('tables', 'POST', {
      floorPlanId: plans.floorPlans[0]?.id,
      name: 'Gluggi',
      minGuests: 1,
      maxGuests: 4,
      bookableOnline: true,
    });
    expect(table.ok()).toBe(true);

    await axeEverywhere(
      page,
      `/${SLUG}/settings`,
      async (language) => {
        await expect(
          page.getByRole('region', {
            name: language === 'is' ? 'Sýnilegt gestum' : 'Shown to diners',
          }),
        ).toContainText(language === 'is' ? 'Óbirtur' : 'Not published');
      },
      'settings-publishing',
    );

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/${SLUG}/settings?lng=en`);
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'is published' })).toContainText(
      `${NAME} is published: diners can find it now.`,
    );
    await expect(panel.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/settings-published-en-1280.png`, fullPage: true });

    await page.goto(`${url}/logout?lng=en`);
    await expect(page).toHaveURL((address) => address.pathname === '/');
    expect(await dinerFinds(page)).toBe(true);
    await page.goto(`${url}/${SLUG}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  });
});
