import type { HoursProfile } from './restaurants.ts';

export type WeeklyService = {
  weekday: number;
  name: string;
  opens: string;
  closes: string;
  lastSeating: string;
};

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

function services(
  days: number[],
  name: string,
  opens: string,
  closes: string,
  lastSeating: string,
): WeeklyService[] {
  return days.map((weekday) => ({ weekday, name, opens, closes, lastSeating }));
}

/**
 * Weekly services per profile (weekday 0 = Sunday). Lunch-and-dinner places run two services on
 * weekdays, so the day's slots have a gap between 14:30 and 17:30.
 */
export function weeklyServices(profile: HoursProfile): WeeklyService[] {
  switch (profile) {
    case 'lunch-dinner':
      return [
        ...services(WEEKDAYS, 'Hádegi', '11:30', '14:30', '13:30'),
        ...services(EVERY_DAY, 'Kvöld', '17:30', '22:30', '21:00'),
      ];
    case 'dinner':
      // Closed on Mondays, as many dinner-only kitchens are.
      return services([0, 2, 3, 4, 5, 6], 'Kvöld', '17:00', '23:00', '21:30');
    case 'brunch':
      return [
        ...services(WEEKDAYS, 'Dagur', '08:00', '17:00', '16:00'),
        ...services([0, 6], 'Bröns', '10:00', '16:00', '14:30'),
      ];
    case 'all-day':
      return services(EVERY_DAY, 'Opið', '11:00', '22:00', '21:00');
    case 'spanish':
      // Madrid eats late: comida from 13:30, cena from 20:00 (the kitchen's first sitting).
      return [
        ...services(EVERY_DAY, 'Comida', '13:30', '16:30', '15:30'),
        ...services(EVERY_DAY, 'Cena', '20:00', '23:59', '22:45'),
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
