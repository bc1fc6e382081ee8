import type { ContentTranslations } from '../../src/content-language.ts';
import type { HoursProfile } from './restaurants.ts';
import { texts, withTexts, type Texts } from './texts.ts';

export type WeeklyService = {
  weekday: number;
  name: string;
  translations: ContentTranslations;
  opens: string;
  closes: string;
  lastSeating: string;
};

/**
 * Service periods as diners read them. Madrid's are named in Spanish by the restaurant itself,
 * the others in Icelandic; each has every language.
 */
const SERVICE_NAMES = {
  lunch: texts('Hádegi', 'Lunch', 'Almuerzo', 'Lunsj', 'Frokost'),
  evening: texts('Kvöld', 'Dinner', 'Cena', 'Middag', 'Aften'),
  day: texts('Dagur', 'Daytime', 'Durante el día', 'Dagtid', 'Dagtid'),
  brunch: texts('Bröns', 'Brunch', 'Brunch', 'Brunsj', 'Brunch'),
  allDay: texts('Opið', 'All day', 'Todo el día', 'Hele dagen', 'Hele dagen'),
} satisfies Record<string, Texts>;

/** Madrid's own names in Spanish (its staff's), with every language for diners. */
const MADRID_NAMES = {
  comida: texts('Hádegisverður', 'Lunch', 'Comida', 'Lunsj', 'Frokost'),
  cena: texts('Kvöldverður', 'Dinner', 'Cena', 'Middag', 'Aftensmad'),
} satisfies Record<string, Texts>;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

/** `name` in every language; the row's own text is Icelandic unless the restaurant's `own`. */
function services(
  days: number[],
  name: Texts,
  opens: string,
  closes: string,
  lastSeating: string,
  own?: string,
): WeeklyService[] {
  const label = withTexts({ name });
  if (own !== undefined) label.name = own;
  return days.map((weekday) => ({ weekday, ...label, opens, closes, lastSeating }));
}

/**
 * Weekly services per profile (weekday 0 = Sunday). Lunch-and-dinner places run two services on
 * weekdays, so the day's slots have a gap between 14:30 and 17:30.
 */
export function weeklyServices(profile: HoursProfile): WeeklyService[] {
  switch (profile) {
    case 'lunch-dinner':
      return [
        ...services(WEEKDAYS, SERVICE_NAMES.lunch, '11:30', '14:30', '13:30'),
        ...services(EVERY_DAY, SERVICE_NAMES.evening, '17:30', '22:30', '21:00'),
      ];
    case 'dinner':
      // Closed on Mondays, as many dinner-only kitchens are.
      return services([0, 2, 3, 4, 5, 6], SERVICE_NAMES.evening, '17:00', '23:00', '21:30');
    case 'brunch':
      return [
        ...services(WEEKDAYS, SERVICE_NAMES.day, '08:00', '17:00', '16:00'),
        ...services([0, 6], SERVICE_NAMES.brunch, '10:00', '16:00', '14:30'),
      ];
    case 'all-day':
      return services(EVERY_DAY, SERVICE_NAMES.allDay, '11:00', '22:00', '21:00');
    case 'spanish':
      // Madrid eats late: comida from 13:30, cena from 20:00 (the kitchen's first sitting).
      return [
        ...services(EVERY_DAY, MADRID_NAMES.comida, '13:30', '16:30', '15:30', 'Comida'),
        ...services(EVERY_DAY, MADRID_NAMES.cena, '20:00', '23:59', '22:45', 'Cena'),
      ];
  }
}

/** Sitting length by party size; fine dining sits longer. */
export function durationRules(fineDining: boolean) {
  const extra = fineDining ? 30 : 0;
  return [
    { minGuests: 1, maxGuests: 2, minutes: 90 + extra },
    { minGuests: 3, maxGuests: 4, minutes: 120 + extra },
    { minGuests: 5, maxGuests: 8, minutes: 150 + extra },
    { minGuests: 9, maxGuests: 100, minutes: 180 + extra },
  ];
}
