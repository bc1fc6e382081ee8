import { utcToZoned } from '@dekka/time/local-time';
import { restaurantSearchText } from '../../src/modules/restaurants/search-text.ts';
import { demoCategories } from './catalogue.ts';
import { buildEvents } from './events.ts';
import { buildFloor } from './floor.ts';
import { durationRules, weeklyServices } from './hours.ts';
import { countrySettings } from './locale.ts';
import { createRandom, monogramLogo } from './logo.ts';
import { buildMenus } from './menus.ts';
import { buildOrdering } from './ordering.ts';
import { demoRestaurants, type DemoRestaurantSpec } from './restaurants.ts';
import { texts, withTexts, type Texts } from './texts.ts';
import type { RestaurantTree } from './tree.ts';

const categoryName = new Map<string, string>(demoCategories.map((c) => [c.slug, c.name]));

/** What the confirmation page says from the restaurant, in every language. */
function confirmationNote(name: string): Texts {
  const strong = `<strong>${name}</strong>`;
  return texts(
    `<p>Takk fyrir bókunina hjá ${strong}.</p><p>Borðið er haldið í 15 mínútur eftir bókaðan tíma.</p>`,
    `<p>Thank you for booking with ${strong}.</p><p>We hold your table for 15 minutes after the booked time.</p>`,
    `<p>Gracias por reservar en ${strong}.</p><p>Guardamos la mesa 15 minutos después de la hora reservada.</p>`,
    `<p>Takk for bestillingen hos ${strong}.</p><p>Vi holder bordet i 15 minutter etter bestilt tid.</p>`,
    `<p>Tak for din bestilling hos ${strong}.</p><p>Vi holder bordet i 15 minutter efter det bestilte tidspunkt.</p>`,
  );
}

/** The cancellation policy a diner accepts, in every language. */
function policyText(deadlineHours: number): Texts {
  const hours = String(deadlineHours);
  return texts(
    `<p>Afbóka þarf með minnst ${hours} klst. fyrirvara. ` +
      `Ef ekki er mætt getur verið innheimt gjald samkvæmt skilmálum.</p>`,
    `<p>Please cancel at least ${hours} hours ahead. ` +
      `If you do not come, a fee may be charged under the terms.</p>`,
    `<p>Cancela con al menos ${hours} horas de antelación. ` +
      `Si no te presentas, se puede cobrar un cargo según las condiciones.</p>`,
    `<p>Avbestill senest ${hours} timer i forveien. ` +
      `Hvis du ikke møter opp, kan det bli belastet et gebyr etter vilkårene.</p>`,
    `<p>Afbestil senest ${hours} timer i forvejen. ` +
      `Hvis du ikke møder op, kan der blive opkrævet et gebyr efter betingelserne.</p>`,
  );
}

function coverImage(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},40%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,55%)"/>` +
    `</linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Closed on Christmas Day and New Year's Day, shorter hours on Christmas Eve. */
function specialDays(today: string): RestaurantTree['specialDays'] {
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-25' ? 1 : 0);
  return [
    {
      periodName: 'Aðfangadagur',
      date: `${year}-12-24`,
      closed: false,
      services: [{ opens: '11:30', closes: '15:00', lastSeating: '14:00' }],
    },
    { periodName: 'Jóladagur', date: `${year}-12-25`, closed: true, services: [] },
    { periodName: 'Nýársdagur', date: `${year + 1}-01-01`, closed: true, services: [] },
  ];
}

export function buildTree(spec: DemoRestaurantSpec, index: number, now: Date): RestaurantTree {
  const random = createRandom(index + 1);
  const settings = countrySettings(spec.city);
  const fineDining = spec.categories.includes('fine-dining');
  const hue = Math.floor(random() * 360);
  const deadline = fineDining ? 48 : 24;
  const today = utcToZoned(now.getTime(), settings.timeZone).date;
  const categoryNames = spec.categories.map((slug) => categoryName.get(slug) ?? slug);
  const tableCount = 8 + Math.floor(random() * 18);
  // Description, note and policy: Icelandic as the restaurant's own text, every language beside.
  const content = withTexts({
    description: spec.description,
    confirmationNote: confirmationNote(spec.name),
    policyText: spec.policy ? policyText(deadline) : undefined,
  });
  const phoneDigits = String(5_000_000 + Math.floor(random() * 4_000_000));
  return {
    restaurant: {
      slug: spec.slug,
      name: spec.name,
      address: spec.address,
      lat: spec.lat,
      lon: spec.lon,
      website: `https://${spec.slug}.example.com`,
      phone: `${settings.phonePrefix} ${phoneDigits}`,
      country: settings.country,
      currency: settings.currency,
      locale: settings.locale,
      timeZone: settings.timeZone,
      priceCategory: spec.price,
      logoUrl: monogramLogo(spec.name, hue),
      imageUrl: coverImage(hue),
      ...content,
      policyText: content.policyText ?? null,
      requirePolicyAccept: spec.policy ?? false,
      slotIntervalMinutes: 15,
      leadTimeMinutes: fineDining ? 240 : 60,
      bookingWindowDays: fineDining ? 60 : 90,
      maxOnlinePartySize: spec.categories.includes('cafe') ? 8 : 12,
      cancellationDeadlineHours: deadline,
      waitingListEnabled: spec.waitingList ?? false,
      onlineMenuMandatory: spec.menus === 'mandatory',
      defaultDurationMinutes: 120,
      pacingMaxCoversPerSlot: spec.pacing ?? null,
      theme: index === 0 ? { primary: '#0b4f6c', onPrimary: '#ffffff' } : null,
      paymentRule: spec.payment?.rule ?? 'none',
      paymentAmountPerGuest: spec.payment?.amountPerGuest ?? 0,
      paymentProvider: spec.payment ? (settings.country === 'is' ? 1 : 4) : null,
      externalPaymentForm: spec.payment !== undefined && settings.country === 'no',
      gaTrackingId: index % 5 === 0 ? `G-DEMO${String(index).padStart(4, '0')}` : null,
      fbPixelId: null,
      listIndex: (index + 1) * 10,
      ...restaurantSearchText({ name: spec.name, city: spec.city, categories: categoryNames }),
    },
    city: spec.city,
    area: spec.area ?? null,
    categorySlugs: spec.categories,
    occasionSlugs: spec.occasions,
    openingHours: weeklyServices(spec.hours),
    specialDays: specialDays(today),
    durationRules: durationRules(fineDining),
    ...buildFloor(spec.floorPlans, tableCount, random),
    events: buildEvents(spec, settings, now),
    menus: buildMenus(spec, settings),
    ...(spec.ordering ? { ordering: buildOrdering(spec.ordering) } : {}),
  };
}

/** The demo restaurants, deterministic for a given seeding moment. */
export function buildDemoTrees(now: Date): RestaurantTree[] {
  return demoRestaurants.map((spec, index) => buildTree(spec, index, now));
}
