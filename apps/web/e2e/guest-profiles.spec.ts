import type { APIRequestContext, Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { invitationPathFor, signInAs } from './mail';

// A regular at Kjallarinn: the owner took two of her bookings by phone and tagged her a regular;
// the new host sees the tag on the guest list, opens her profile, adds her shellfish allergy,
// and the allergy shows on her next booking too. Axe in English and Icelandic.

const SLUG = 'kjallarinn-steikhus';
const OWNER = `owner.${SLUG}@demo.dekka.is`;
const HOST = `host.${SLUG}@example.is`;
const REGULAR = 'Sólveig Hansdóttir';

/** The signed-in person's bearer token, as the web app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('dekka.session') ?? '{}') as { token?: string })
        .token ?? '',
  );
}

/** The owner's own calls, as the staff pages send them. */
function ownerApi(request: APIRequestContext, token: string, restaurantId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/restaurant/${restaurantId}`;
  return {
    async post(path: string, data: object) {
      const res = await request.post(`${base}${path}`, { headers, data });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    },
    async patch(path: string, data: object) {
      const res = await request.patch(`${base}${path}`, { headers, data });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

test('a host sees a regular’s tag, adds her allergy, and it shows on her next booking', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Dinner only, closed on Mondays; a week apart, far enough ahead to be nobody else's evening.
  const first = daysAhead(40, 'Atlantic/Reykjavik', [1]);
  const next = daysAhead(47, 'Atlantic/Reykjavik', [1]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, OWNER, `/${SLUG}/team`);
  const ownerToken = await tokenOf(page);
  const mine = (await (
    await request.get('/api/web/my/restaurants/', {
      headers: { authorization: `Bearer ${ownerToken}` },
    })
  ).json()) as { restaurants: { restaurantId: number; slug: string }[] };
  const restaurantId = mine.restaurants.find((r) => r.slug === SLUG)?.restaurantId ?? 0;
  const owner = ownerApi(request, ownerToken, restaurantId);
  const phoneBooking = (startsAt: string) =>
    owner.post('/guestlist/bookings', {
      kind: 'phone',
      startsAt,
      guests: 2,
      firstName: 'Sólveig',
      lastName: 'Hansdóttir',
      phone: '771 2345',
    });
  const booked = await phoneBooking(`${first}T19:00`);
  await phoneBooking(`${next}T19:00`);
  const guest = booked.guest as { id: number } | null;
  expect(guest).not.toBeNull();
  await owner.patch(`/guests/${guest?.id}`, { tags: ['regular'] });
  await owner.post('/team/invitations', { email: HOST, role: 'host' });

  // The host accepts the invitation and opens the first evening.
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const host = await hostContext.newPage();
  await signInAs(host, HOST, await invitationPathFor(HOST));
  await host.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(host).toHaveURL((url) => url.pathname === `/${SLUG}/workspace`);
  await host.goto(`/${SLUG}/guestlist?date=${first}&lng=en`);
  const row = host
    .getByRole('listitem')
    .filter({ has: host.getByRole('heading', { name: REGULAR }) });
  await expect(row.getByText('Regular', { exact: true })).toBeVisible();

  // A new phone booking finds her as the host types her number.
  await host.getByRole('button', { name: 'New booking' }).click();
  const form = host.getByRole('dialog', { name: 'New booking' });
  await form.getByRole('textbox', { name: 'Phone' }).fill('771 23');
  await expect(form.getByRole('status').filter({ hasText: 'One known guest' })).toHaveCount(1);
  await form.getByRole('button', { name: `Use the details of ${REGULAR}` }).click();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Sólveig');
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('771 2345');
  await host.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  // The profile opens from the row's details (the row itself stays one line in service).
  await row.getByRole('button', { name: `Details: ${REGULAR}, 19:00` }).click();
  await row.getByRole('button', { name: `Guest profile of ${REGULAR}, 19:00` }).click();
  const dialog = host.getByRole('dialog', { name: `Guest profile: ${REGULAR}` });
  await expect(dialog.getByRole('checkbox', { name: 'Regular' })).toBeChecked();
  await expectAxeClean(host);
  await dialog.getByRole('textbox', { name: 'Allergies' }).fill('Shellfish');
  await dialog.getByRole('checkbox', { name: 'Allergy' }).check();
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(host.getByRole('status').filter({ hasText: 'Saved the profile' })).toHaveCount(1);
  await expect(row.getByText('Allergy: Shellfish', { exact: true })).toBeVisible();

  // Her next booking, a week later, carries it; in Icelandic too.
  await host.goto(`/${SLUG}/guestlist?date=${next}&lng=is`);
  const nextRow = host
    .getByRole('listitem')
    .filter({ has: host.getByRole('heading', { name: REGULAR }) });
  await expect(nextRow.getByText('Ofnæmi: Shellfish', { exact: true })).toBeVisible();
  await expect(nextRow.getByText('Fastagestur', { exact: true })).toBeVisible();
  await expectAxeClean(host);
  await nextRow.getByRole('button', { name: `Nánar: ${REGULAR}, 19:00` }).click();
  await nextRow.getByRole('button', { name: `Gestaspjald ${REGULAR}, 19:00` }).click();
  await expect(host.getByRole('dialog', { name: `Gestaspjald: ${REGULAR}` })).toBeVisible();
  await expectAxeClean(host);
  await hostContext.close();
});
