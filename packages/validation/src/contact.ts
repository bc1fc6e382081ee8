/**
 * The diner's contact rules, one copy for the complete form and the server (docs/product.md,
 * "The booking flow"). Surrounding spaces (autofill, a stray tap) never count.
 */

/** docs/product.md, "Timings and limits". */
export const FIRST_NAME_MIN_LENGTH = 2;

/**
 * Local part (apostrophes included: o'brien@...), @, dot-separated domain labels with no empty
 * one (so `a@b..is` fails), and a last label of two or more letters.
 */
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** Tested on lowercased text, so 'Anna@Dekka.IS' passes. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim().toLowerCase());
}

/** Counted in characters as a person counts them ('Jó' is two, an emoji one). */
export function isValidFirstName(value: string): boolean {
  return Array.from(value.trim()).length >= FIRST_NAME_MIN_LENGTH;
}

/** "first last" as the form sends it: the first word, and the rest (which has no rule). */
export function splitFullName(value: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = value.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
