import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';

// How much a diner does from the home page to a confirmed booking without a card, counted as the
// diner does it: every tap (a click on a button, link, option or checkbox), every form field
// filled in, and every key typed. The diner types a restaurant's name on the home page. Books
// Ölfusá Grill (Selfoss, no set menus, no payment, no events; no other browser test books it).
// And the results page's next free time for a restaurant closed on the asked day (Lagarfljót
// Stofa, Egilsstaðir, closed on Mondays).

/** The target: at most 5 taps and 4 form fields (the search text is not a form field). */
const MAX_TAPS = 5;
const MAX_FIELDS = 4;

function counter(page: Page) {
  const count = { taps: 0, fields: 0, keys: 0 };
  return {
    count,
    async tap(target: Locator) {
      count.taps += 1;
      await target.click();
    },
    /** Typed key by key, as a person does (and as the suggestions' debounce sees it). */
    async type(target: Locator, text: string, { formField = true } = {}) {
      if (formField) count.fields += 1;
      count.keys += [...text].length;
      await target.pressSequentially(text);
    },
    page,
  };
}

const words = {
  en: {
    form: 'Find a table',
    field: 'Restaurant or cuisine',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone number',
    terms: /I accept the terms/,
    submit: 'Complete booking',
    confirmed: /confirmed/i,
  },
  is: {
    form: 'Finndu borð',
    field: 'Veitingastaður eða matargerð',
    firstName: 'Fornafn',
    lastName: 'Eftirnafn',
    email: 'Netfang',
    phone: 'Símanúmer',
    terms: /Ég samþykki skilmála/,
    submit: 'Ljúka bókun',
    confirmed: /staðfest/i,
  },
};

for (const [lng, width] of [
  ['is', 375],
  ['en', 1280],
] as const) {
  test(`home to a confirmed booking without a card in at most ${MAX_TAPS} taps and ${MAX_FIELDS} fields (${lng}, ${width} px)`, async ({
    page,
  }, testInfo) => {
    const w = words[lng];
    await page.setViewportSize({ width, height: width < 400 ? 812 : 900 });
    await page.goto(`/?lng=${lng}`);
    const diner = counter(page);
    const form = page.getByRole('form', { name: w.form });
    const search = form.getByRole('combobox', { name: w.field });
    await diner.type(search, 'olfusa', { formField: false });
    await diner.tap(form.getByRole('option', { name: /Ölfusá Grill/ }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ölfusá Grill');

    // The first free time in the row (the party and time came from the home page).
    await diner.tap(page.locator('button.time-slot--available').first());
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete', {
      timeout: 30_000,
    });

    const text = (name: string) => page.getByRole('textbox', { name, exact: true });
    // The first person to book at this time: alternate names by language keep runs apart.
    await diner.type(text(w.firstName), lng === 'is' ? 'Sigrún' : 'Anna');
    await diner.type(text(w.lastName), 'Jónsdóttir');
    await diner.type(text(w.email), `${lng}.diner@example.is`);
    await diner.type(text(w.phone), '6111234');
    await diner.tap(page.getByRole('checkbox', { name: w.terms }));
    await diner.tap(page.getByRole('button', { name: w.submit }));
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/confirmation', {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.confirmed);

    testInfo.annotations.push({
      type: 'effort',
      description: `${diner.count.taps} taps, ${diner.count.fields} fields, ${diner.count.keys} keys`,
    });
    console.log(`[${lng} ${width}px] ${JSON.stringify(diner.count)}`);
    expect(diner.count.taps).toBeLessThanOrEqual(MAX_TAPS);
    expect(diner.count.fields).toBeLessThanOrEqual(MAX_FIELDS);
  });
}

for (const lng of ['is', 'en'] as const) {
  test(`a restaurant closed on the asked day offers its next free time on the results page (${lng})`, async ({
    page,
  }) => {
    // 2026-12-07 is a Monday: Lagarfljót Stofa serves dinner Tuesday to Sunday.
    await page.goto(`/results?lng=${lng}&guests=2&dateTime=2026-12-07T19:00&q=lagarfljot`);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Lagarfljót Stofa' }) });
    const label = lng === 'is' ? /Næsta lausa borð/ : /Next free table/;
    await expect(row.getByText(label)).toBeVisible();
    const book = row.getByRole('button', {
      name: lng === 'is' ? /^Bóka .* kl\. 19:00$/ : /^Book .* at 19:00$/,
    });
    await expect(book).toBeVisible();
    await expectAxeClean(page);
    await book.click();
    // The booking starts on the next open day, Tuesday 8 December, at the asked hour.
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete', {
      timeout: 30_000,
    });
    // A visit that began on a page the server drew words dates from the locale files ("8 Dec"),
    // one that began in the browser with its Intl ("Dec 08"): docs/decisions/079.
    await expect(page.getByText(lng === 'is' ? /8\. des/ : /Dec 0?8\b|\b8 Dec\b/)).toBeVisible();
  });
}
