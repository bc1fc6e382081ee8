import { describe, expect, it } from 'vitest';
import {
  isLeapYear,
  isValidDate,
  isValidDayOfYear,
  isValidMonth,
  isValidTime,
  isValidWeek,
  isValidWeekday,
} from './date-checks';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [2400, true],
  ])('%i → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('isValidMonth (0-11)', () => {
  it.each([
    [0, true],
    [11, true],
    [-1, false],
    [12, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d → %s', (month, expected) => {
    expect(isValidMonth(month)).toBe(expected);
  });
});

describe('isValidDate (day within the month)', () => {
  it.each([
    [2026, 0, 31, true],
    [2026, 0, 32, false],
    [2026, 0, 0, false],
    [2026, 3, 30, true],
    [2026, 3, 31, false],
    [2026, 1, 28, true],
    [2026, 1, 29, false],
    [2028, 1, 29, true],
    [2028, 1, 30, false],
    [2000, 1, 29, true],
    [1900, 1, 29, false],
    [2026, 11, 31, true],
    [2026, 12, 1, false],
    [2026, -1, 1, false],
    [2026, 4, 1.5, false],
  ])('%i-%i-%i → %s', (year, month, day, expected) => {
    expect(isValidDate(year, month, day)).toBe(expected);
  });
});

describe('isValidDayOfYear (1-366, 365 in a non-leap year)', () => {
  it.each([
    [2026, 1, true],
    [2026, 365, true],
    [2026, 366, false],
    [2028, 366, true],
    [2028, 367, false],
    [2026, 0, false],
  ])('%i day %i → %s', (year, day, expected) => {
    expect(isValidDayOfYear(year, day)).toBe(expected);
  });
});

describe('isValidWeek (1-53)', () => {
  it.each([
    [1, true],
    [53, true],
    [0, false],
    [54, false],
  ])('%i → %s', (week, expected) => {
    expect(isValidWeek(week)).toBe(expected);
  });
});

describe('isValidWeekday (0-6)', () => {
  it.each([
    [0, true],
    [6, true],
    [-1, false],
    [7, false],
  ])('%i → %s', (weekday, expected) => {
    expect(isValidWeekday(weekday)).toBe(expected);
  });
});

describe('isValidTime (0-24, 24 only as 24:00:00)', () => {
  it.each([
    [0, 0, 0, true],
    [23, 59, 59, true],
    [24, 0, 0, true],
    [24, 1, 0, false],
    [24, 0, 1, false],
    [25, 0, 0, false],
    [-1, 0, 0, false],
    [12, 60, 0, false],
    [12, 0, 60, false],
    [12, -1, 0, false],
  ])('%i:%i:%i → %s', (hours, minutes, seconds, expected) => {
    expect(isValidTime(hours, minutes, seconds)).toBe(expected);
  });
});
