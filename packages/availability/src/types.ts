// The engine's input and output shapes. Everything is plain data so the server can build it from
// database rows and the engine stays free of I/O, clocks and environment.

import type { LocalDate, LocalTime } from '@dekka/time/local-time';

export type { LocalDate, LocalTime };

export interface Service {
  /** 0 = Sunday … 6 = Saturday, like Date#getUTCDay. */
  weekday: number;
  opens: LocalTime;
  closes: LocalTime;
  lastSeating: LocalTime;
  name?: string;
}

export interface SpecialDay {
  date: LocalDate;
  closed: boolean;
  /** Replaces that date's weekday services when not closed. */
  services: Omit<Service, 'weekday'>[];
}

export interface DurationRule {
  minGuests: number;
  maxGuests: number;
  minutes: number;
}

export interface Table {
  id: number;
  floorPlanId: number;
  minGuests: number;
  maxGuests: number;
  bookableOnline: boolean;
}

export interface TableCombination {
  id: number;
  tableIds: number[];
  minGuests: number;
  maxGuests: number;
}

/** A table that is taken, in epoch ms, half-open [start, end): touching periods do not clash. */
export interface OccupiedPeriod {
  tableId: number;
  start: number;
  end: number;
}

/** The start of an active booking, for pacing (covers starting per slot). */
export interface BookingStart {
  start: number;
  guests: number;
}

export interface EventOccurrence {
  eventId: number;
  occurrenceId: number;
  start: number;
  end: number;
  ticketsLeft: number;
  minGuests?: number;
  maxGuests?: number;
}

export interface RestaurantRules {
  timeZone: string;
  slotIntervalMinutes: number;
  leadTimeMinutes: number;
  bookingWindowDays: number;
  maxOnlinePartySize: number;
  services: Service[];
  specialDays: SpecialDay[];
  durationRules: DurationRule[];
  defaultDurationMinutes: number;
  pacingMaxCoversPerSlot: number | null;
  waitingListEnabled: boolean;
}

export interface SlotQuery {
  rules: RestaurantRules;
  tables: Table[];
  combinations: TableCombination[];
  occupied: OccupiedPeriod[];
  bookingStarts: BookingStart[];
  events: EventOccurrence[];
  date: LocalDate;
  guests: number;
  now: number;
}

export interface Slot {
  /** Epoch ms of the sitting, [start, end). */
  start: number;
  end: number;
  /** UTC ISO string of start (the product's TimeSlot.date). */
  date: string;
  /** Wall-clock start in the restaurant's zone. */
  localTime: LocalTime;
  /** A table OR an event place can be booked now. */
  isAvailable: boolean;
  isTableAvailable: boolean;
  isEventAvailable: boolean;
  /** Waiting list on, party size bookable online, but no table for this slot. */
  isWaitingListAvailable: boolean;
  /** Events with an occurrence covering this start that still have tickets for the party. */
  eventIds: number[];
}
