import { addDays, utcToZoned, zonedToUtc } from '@dekka/availability/local-time';
import type { DemoRestaurantSpec } from './restaurants.ts';
import type { RestaurantTree } from './tree.ts';

type DemoEvent = RestaurantTree['events'][number];
type Occurrence = DemoEvent['occurrences'][number];

/** How far ahead weekly events are generated, from the seeding day, so demo data stays fresh. */
export const EVENT_HORIZON_DAYS = 60;

function occurrence(
  date: string,
  from: string,
  to: string,
  timeZone: string,
  ticketCapacity: number,
): Occurrence | undefined {
  const start = zonedToUtc(date, from, timeZone);
  const end = zonedToUtc(date, to, timeZone);
  if (start === null || end === null) return undefined;
  return { startsAt: new Date(start), endsAt: new Date(end), ticketCapacity };
}

/** Local dates from `today` on for `days` days whose weekday is in `weekdays`. */
function datesOn(today: string, days: number, weekdays: number[]): string[] {
  const dates: string[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekdays.includes(weekday)) dates.push(date);
  }
  return dates;
}

/**
 * The Christmas season the demo shows: this year's, or next year's once this year's is over.
 * Buffets run Fridays and Saturdays from 20 November to 20 December.
 */
function christmasDates(today: string): string[] {
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-20' ? 1 : 0);
  return datesOn(`${year}-11-20`, 31, [5, 6]).filter((date) => date >= today);
}

export function buildEvents(spec: DemoRestaurantSpec, timeZone: string, now: Date): DemoEvent[] {
  const today = utcToZoned(now.getTime(), timeZone).date;
  const weekly = (weekdays: number[], from: string, to: string, capacity: number) =>
    datesOn(today, EVENT_HORIZON_DAYS, weekdays).flatMap(
      (date) => occurrence(date, from, to, timeZone, capacity) ?? [],
    );
  const base = {
    description: '',
    imageUrl: '',
    isChristmas: false,
    pricePerGuest: null,
    statusLabel: null,
  };
  return (spec.events ?? []).map((kind): DemoEvent => {
    switch (kind) {
      case 'jazz':
        return {
          ...base,
          slug: 'djasskvold',
          name: 'Djasskvöld',
          shortDescription: 'Lifandi djass á fimmtudagskvöldum.',
          description: '<p>Tríó hússins leikur frá kl. 20.</p>',
          occurrences: weekly([4], '20:00', '22:30', 40),
        };
      case 'wine':
        return {
          ...base,
          slug: 'vinsmokkun',
          name: 'Vínsmökkun',
          shortDescription: 'Sex vín og smáréttir með vínþjóni hússins.',
          pricePerGuest: 8_900,
          statusLabel: 1,
          occurrences: weekly([6], '16:00', '18:00', 16),
        };
      case 'quiz':
        return {
          ...base,
          slug: 'spurningakeppni',
          name: 'Spurningakeppni',
          shortDescription: 'Pöbbkviss á miðvikudögum, fimm í liði.',
          occurrences: weekly([3], '20:00', '22:00', 60),
        };
      case 'christmas-buffet':
        return {
          ...base,
          slug: 'jolahladbord',
          name: 'Jólahlaðborð',
          shortDescription: 'Hefðbundið íslenskt jólahlaðborð með öllu tilheyrandi.',
          description: '<p>Hangikjöt, síld, purusteik, laufabrauð og ris à l’amande.</p>',
          isChristmas: true,
          pricePerGuest: 14_900,
          occurrences: christmasDates(today).flatMap(
            (date) => occurrence(date, '18:30', '22:30', timeZone, 80) ?? [],
          ),
        };
    }
  });
}
