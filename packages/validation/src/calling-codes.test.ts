import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { expect, it } from 'vitest';
import { REGION_CALLING_CODES } from './calling-codes.ts';

it('lists every region of libphonenumber-js with its calling code (else run packages/validation/scripts/generate-calling-codes.mjs)', () => {
  const expected = Object.fromEntries(
    getCountries().map((region) => [region, Number(getCountryCallingCode(region))]),
  );
  expect(REGION_CALLING_CODES).toEqual(expected);
});
