import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { surveyLinkFor } from './mail';
import { expectAxeClean } from './axe';

// The demo seed (apps/server/seed/demo/visits.ts) leaves two of yesterday's visits unanswered;
// the server e-mails their survey invitations (.eml files) as soon as it starts. This file answers
// the Icelandic one and only looks at the English one, so each test has a survey of its own.
const ICELANDIC = { email: 'survey.is@demo.dekka.is', slug: 'kol-og-salt', name: 'Kol og Salt' };
const ENGLISH = { email: 'survey.en@demo.dekka.is', name: 'Trattoria Sólveig' };

test('a diner answers the survey in Icelandic and the rating shows on the restaurant page', async ({
  page,
}) => {
  const link = await surveyLinkFor(ICELANDIC.email);
  expect(link).toContain('lng=is');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Hvernig var heimsóknin á ${ICELANDIC.name}?`,
  );
  await expect(page).toHaveTitle(`Könnun – ${ICELANDIC.name} – Dekka`);

  const ratings: [string, string][] = [
    ['Matur', '5'],
    ['Þjónusta', '4'],
    ['Andrúmsloft', '5'],
    ['Verð miðað við gæði', '4'],
  ];
  for (const [group, score] of ratings) {
    await page
      .getByRole('group', { name: group })
      .getByRole('radio', { name: score, exact: true })
      .check();
  }
  const comment = 'Frábær lambasteik og hlý þjónusta. Takk fyrir okkur!';
  await page.getByRole('textbox', { name: /Viltu segja veitingastaðnum eitthvað/ }).fill(comment);
  await page.getByRole('checkbox', { name: 'Birta einkunnina mína með fornafni mínu' }).check();
  await page.getByRole('button', { name: 'Senda svörin' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/survey/thankyou');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Takk fyrir svörin!');

  // The link answers once: opened again, it says so instead of showing the form.
  await page.goto(link);
  await expect(page.getByText('Þú hefur þegar svarað þessari könnun')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Senda svörin' })).toHaveCount(0);

  await page.goto(`/${ICELANDIC.slug}?lng=is`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ICELANDIC.name);
  const section = page.getByRole('region', { name: 'Einkunnir' });
  // The seed's three published ratings, and this one.
  await expect(section.getByText('4 umsagnir')).toBeVisible();
  const newest = section.getByRole('listitem').first();
  await expect(newest.getByText(comment)).toBeVisible();
  await expect(newest.getByText('Sigrún', { exact: true })).toBeVisible();
  const visitMonth = new Intl.DateTimeFormat('is', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${daysAhead(-1).slice(0, 7)}-01T12:00:00Z`));
  await expect(newest.getByText(visitMonth)).toBeVisible();
  // Nothing of the diner but the first name.
  await expect(section.getByText(/Einarsdóttir|survey\.is@/)).toHaveCount(0);
});

test('the survey page in English is accessible on a phone and on a desktop', async ({ page }) => {
  const link = await surveyLinkFor(ENGLISH.email);
  expect(link).toContain('lng=en');
  for (const width of [375, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `How was your visit to ${ENGLISH.name}?`,
      );
      await expect(page.getByRole('group', { name: 'Food' })).toBeVisible();
      await expectAxeClean(page);
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // The ratings left out are pointed out, and the first such group takes the focus.
      await page.getByRole('button', { name: 'Send my answers' }).click();
      await expect(
        page.getByText('Rate all four parts of your visit before you send your answers.'),
      ).toBeVisible();
      await expect(
        page.getByRole('group', { name: 'Food' }).getByRole('radio', { name: '1', exact: true }),
      ).toBeFocused();
      await expectAxeClean(page);

      // The keyboard alone answers a group: arrow keys move within it.
      await page.keyboard.press('ArrowRight');
      await expect(
        page.getByRole('group', { name: 'Food' }).getByRole('radio', { name: '2', exact: true }),
      ).toBeChecked();
    });
  }
});
