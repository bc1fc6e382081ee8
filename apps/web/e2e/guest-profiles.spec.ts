import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { invitationPathFor, signInAs } from './mail';
import { saveScreenshot } from './screenshots';

// A regular at Kjallarinn: the owner took two of her bookings by phone and tagged her a regular;
// the new host sees the tag on the guest list, opens her profile, adds her shellfish allergy,
// and the allergy shows on her next booking too. At Lótus Eldhús (its owner signs in here and
// nowhere else, so the two tests' sign-in codes never cross) a guest who gave two numbers has
// two records: the owner merges them on the guests page and splits one booking off again.
// Axe in English and Icelandic.

const SLUG = 'kjallarinn-steikhus';
const HOST = `host.${SLUG}@example.is`;
const REGULAR = 'Sólveig Hansdóttir';
const SHOTS = 'test-results/screenshots';

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

/** Signs the demo owner of `slug` in on `path` and gives their calls to the restaurant's API. */
async function signInOwner(page: Page, request: APIRequestContext, slug: string, path: string) {
  await signInAs(page, `owner.${slug}@demo.dekka.is`, path);
  const token = await tokenOf(page);
  const mine = (await (
    await request.get('/api/web/my/restaurants/', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { restaurants: { restaurantId: number; slug: string }[] };
  const restaurantId = mine.restaurants.find((r) => r.slug === slug)?.restaurantId ?? 0;
  return ownerApi(request, token, restaurantId);
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
  const owner = await signInOwner(page, request, SLUG, `/${SLUG}/team`);
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
  // The same profile on an upright tablet.
  await host.setViewportSize({ width: 768, height: 1024 });
  await expectAxeClean(host);
  await hostContext.close();
});

/** What a guests-page or profile figure shows: the definition after the term. */
function figure(scope: Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The words of the guests page and the profile dialog the merge test reads, per language. */
const WORDS = {
  en: {
    search: 'Search by name, e-mail or phone',
    profile: 'Guest profile',
    visits: 'Visits',
    merge: 'Merge with another guest…',
    found: 'Guests found',
    review: 'Review the merge',
    confirmTitle: 'Merge these two profiles?',
    confirm: 'Merge the profiles',
    merged: (name: string) => `Merged the profiles. ${name}: 2 visits.`,
    split: 'Split off bookings…',
    reviewSplit: 'Review the split',
    splitTitle: 'Split off 1 booking?',
    confirmSplit: 'Split off',
    splitDone: (name: string) => `Split off 1 booking into a new guest profile: ${name}.`,
    open: (name: string) => `Open the new profile: ${name}`,
  },
  is: {
    search: 'Leita eftir nafni, netfangi eða síma',
    profile: 'Gestaspjald',
    visits: 'Heimsóknir',
    merge: 'Sameina öðrum gesti…',
    found: 'Gestir sem fundust',
    review: 'Yfirfara sameininguna',
    confirmTitle: 'Sameina þessi tvö gestaspjöld?',
    confirm: 'Sameina spjöldin',
    merged: (name: string) => `Spjöldin voru sameinuð. ${name}: 2 heimsóknir.`,
    split: 'Skilja bókanir frá…',
    reviewSplit: 'Yfirfara skiptinguna',
    splitTitle: 'Skilja 1 bókun frá?',
    confirmSplit: 'Skilja frá',
    splitDone: (name: string) => `1 bókun var skilin frá á nýtt gestaspjald: ${name}.`,
    open: (name: string) => `Opna nýja spjaldið: ${name}`,
  },
};

test('an owner merges the two records of one guest and splits a booking off again', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const LOTUS = 'lotus-eldhus';
  const NAME = 'Þorgerður Ragnarsdóttir';
  const [FIRST, SECOND] = ['661 4101', '661 4102'];
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await signInOwner(page, request, LOTUS, `/${LOTUS}/guests`);
  // Two lunches she came to, booked by phone from two numbers: two records, a visit each.
  for (const [days, phone] of [
    [-12, FIRST],
    [-19, SECOND],
  ] as const) {
    await owner.post('/guestlist/bookings', {
      kind: 'phone',
      startsAt: `${daysAhead(days)}T13:10`,
      guests: 2,
      firstName: 'Þorgerður',
      lastName: 'Ragnarsdóttir',
      phone,
    });
  }

  /** The guests page searched for her, in `lng`; her rows, by the number each shows. */
  async function findHer(lng: 'en' | 'is') {
    await page.goto(`/${LOTUS}/guests?lng=${lng}`);
    await page.getByRole('searchbox', { name: WORDS[lng].search }).fill('Þorgerður');
    const rowOf = (phone: string) => page.getByRole('row').filter({ hasText: phone });
    await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(2);
    return rowOf;
  }
  /** Her visits on the guests page's row with `phone`. */
  const visitsCell = (row: Locator) => row.getByRole('cell').nth(2);

  /** Merges the other record into the one with FIRST, then splits SECOND's booking off. */
  async function mergeAndSplit(lng: 'en' | 'is', rowOf: (phone: string) => Locator) {
    const words = WORDS[lng];
    await rowOf(FIRST).getByRole('button', { name: NAME }).click();
    const dialog = page.getByRole('dialog', { name: `${words.profile}: ${NAME}` });
    await expect(figure(dialog, words.visits)).toHaveText('1');

    await dialog.getByRole('button', { name: words.merge }).click();
    // The search starts from her name and offers the other record, not this one.
    const found = dialog.getByRole('group', { name: words.found });
    await expect(found.getByRole('radio')).toHaveCount(1);
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/guest-merge-search-${lng}.png` });
    await found.getByRole('radio', { name: new RegExp(SECOND) }).check();
    await dialog.getByRole('button', { name: words.review }).click();
    await expect(dialog.getByRole('heading', { name: words.confirmTitle })).toBeFocused();
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/guest-merge-confirm-${lng}.png` });
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog.getByRole('status').filter({ hasText: words.merged(NAME) })).toHaveCount(1);
    await expect(figure(dialog, words.visits)).toHaveText('2');
    await expect(dialog.getByRole('button', { name: words.merge })).toBeFocused();
    await saveScreenshot(page, { path: `${SHOTS}/guest-merged-${lng}.png` });

    await dialog.getByRole('button', { name: words.split }).click();
    const bookings = dialog.getByRole('checkbox');
    await expect(bookings).toHaveCount(2);
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/guest-split-choice-${lng}.png` });
    await dialog.getByRole('checkbox', { name: new RegExp(SECOND) }).check();
    await dialog.getByRole('button', { name: words.reviewSplit }).click();
    await expect(dialog.getByRole('heading', { name: words.splitTitle })).toBeFocused();
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/guest-split-confirm-${lng}.png` });
    await dialog.getByRole('button', { name: words.confirmSplit, exact: true }).click();
    await expect(dialog.getByRole('status').filter({ hasText: words.splitDone(NAME) })).toHaveCount(
      1,
    );
    await expect(figure(dialog, words.visits)).toHaveText('1');
    await saveScreenshot(page, { path: `${SHOTS}/guest-split-done-${lng}.png` });
    // The new record opens in the same dialog: her second number and its one visit.
    await dialog.getByRole('button', { name: words.open(NAME) }).click();
    await expect(dialog.getByText(SECOND, { exact: true })).toBeVisible();
    await expect(figure(dialog, words.visits)).toHaveText('1');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  // The guests page in English, at a laptop's width and a tablet's held upright.
  let rowOf = await findHer('en');
  await expect(visitsCell(rowOf(FIRST))).toHaveText('1');
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guests-1280-en.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guests-768-en.png`, fullPage: true });
  await mergeAndSplit('en', rowOf);
  // Two records again, a visit each, as the list read again after the split shows.
  await expect(visitsCell(rowOf(FIRST))).toHaveText('1');
  await expect(visitsCell(rowOf(SECOND))).toHaveText('1');

  // The same in Icelandic, upright then on a laptop.
  rowOf = await findHer('is');
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guests-768-is.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAxeClean(page);
  await mergeAndSplit('is', rowOf);
  await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(2);
});
