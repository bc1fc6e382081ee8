import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidFirstName, splitFullName } from './contact';
import { callingCodeOfRegion, parsePhoneForCode } from './phone';

// One table for the rules the complete form and the server both apply.

describe('isValidEmail', () => {
  it.each([
    ['anna@dekka.is', true],
    ['Anna.Jons+book@Dekka.IS', true],
    [' anna@dekka.is ', true],
    ['anna@mail.dekka.co.uk', true],
    ["o'brien@dekka.ie", true],
    ['a@b..is', false],
    ['a@.dekka.is', false],
    ['anna@dekka.', false],
    ['anna@dekka', false],
    ['anna@dekka.i', false],
    ['anna@dekka.i5', false],
    ['anna.dekka.is', false],
    ['@dekka.is', false],
    ['anna @dekka.is', false],
    ['anna@@dekka.is', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('isValidFirstName: at least two characters as people count them', () => {
  it.each([
    ['Jo', true],
    [' Jó ', true],
    ['Þ', false],
    ['😀', false],
    ['😀😀', true],
    ['  ', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidFirstName(value)).toBe(expected);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Guðrún Jónsdóttir', 'Guðrún', 'Jónsdóttir'],
    ['  Anna   María  Jónsdóttir ', 'Anna', 'María Jónsdóttir'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j → %j + %j', (value, firstName, lastName) => {
    expect(splitFullName(value)).toEqual({ firstName, lastName });
  });
});

describe('parsePhoneForCode: valid in the numbering plan of the chosen calling code', () => {
  it.each([
    ['555 1234', 354, '+3545551234'],
    ['+354 555 1234', 354, '+3545551234'],
    ['+44 20 7946 0958', 354, null],
    ['555 1234', null, null],
    ['12', 354, null],
    // +1 is shared: a Canadian number is valid with the code the diner picked.
    ['(416) 555-0123', 1, '+14165550123'],
    ['412 34 567', 47, '+4741234567'],
    ['20 12 34 56', 45, '+4520123456'],
    ['612 34 56 78', 34, '+34612345678'],
  ])('%j with %s → %s', (phone, code, expected) => {
    expect(parsePhoneForCode(phone, code)?.number ?? null).toBe(expected);
  });
});

describe('callingCodeOfRegion', () => {
  it.each([
    ['IS', 354],
    ['es', 34],
    ['XX', null],
  ])('%s → %s', (region, code) => {
    expect(callingCodeOfRegion(region)).toBe(code);
  });
});
