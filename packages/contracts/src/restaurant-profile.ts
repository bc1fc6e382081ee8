import { SUPPORTED_LANGUAGES } from './languages.ts';
import { int, z } from './zod.ts';

/*
 * The "Profile" settings (docs/decisions/040-restaurant-profile.md): what a diner reads about a
 * restaurant — its name, where it is, how to reach it, its texts in each language and the shared
 * lists it is found under. The server validates a change with these schemas and the form runs the
 * same parse before sending.
 */

/** One language's texts: the description is plain text; the note is HTML, sanitized on save. */
export const ProfileTexts = z.object({
  description: z.string().trim().max(5000),
  confirmationNote: z.string().trim().max(10_000),
});
export type ProfileTexts = z.infer<typeof ProfileTexts>;

const TextsByLanguage = z.object(
  Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, ProfileTexts])) as Record<
    (typeof SUPPORTED_LANGUAGES)[number],
    typeof ProfileTexts
  >,
);

/** A web address the page links to: http or https only, or none. */
export const Website = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'expected_url');

/**
 * Where the confirmation page sends diners 3 seconds after it shows (a thank-you page on the
 * restaurant's own site), or '' for nowhere: https only, since the diner's browser goes there
 * without asking.
 */
export const ConfirmationRedirect = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    'expected_https_url',
  );

const DistinctIds = (max: number) =>
  z
    .array(int().positive())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate');

export const ProfileSettings = z.object({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(500),
  /** The map position of the address (WGS 84). */
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** An area of the restaurant's city, or none. */
  areaId: int().positive().nullable(),
  phone: z
    .string()
    .trim()
    .max(50)
    .regex(/^[+\d][\d\s-]*$|^$/, 'expected a phone number'),
  website: Website,
  /**
   * The confirmation page's redirect address, '' to clear it. Left out, the stored one stays, so
   * a settings page opened before the field existed does not clear it on saving.
   */
  redirectUrl: ConfirmationRedirect.optional(),
  /** How expensive it is, 1 to 4: the signs on results and the search's price filter. */
  priceCategory: z.number().int().min(1).max(4),
  texts: TextsByLanguage,
  categoryIds: DistinctIds(8),
  occasionIds: DistinctIds(12),
});
export type ProfileSettings = z.output<typeof ProfileSettings>;
export type ProfileSettingsInput = z.input<typeof ProfileSettings>;

const Choice = z.object({ id: z.number().int(), name: z.string().max(200) });

const LooseTexts = z.object({
  description: z.string().max(20_000),
  confirmationNote: z.string().max(20_000),
});

/**
 * The profile as stored, with the language the restaurant writes in (its own texts are the ones
 * every other language falls back to) and the shared lists to choose from, named in the staff
 * member's language. Reading is looser than saving: a value stored before these pages (a website
 * without its scheme) is shown as it is and refused only when saved.
 */
export const ProfileSettingsView = z.object({
  name: z.string().max(200),
  address: z.string().max(500),
  lat: z.number(),
  lon: z.number(),
  areaId: z.number().int().nullable(),
  phone: z.string().max(200),
  website: z.string().max(2000),
  /** The confirmation page's redirect address; '' for none. */
  redirectUrl: z.string().max(2000),
  priceCategory: z.number().int(),
  texts: z.object(
    Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, LooseTexts])) as Record<
      (typeof SUPPORTED_LANGUAGES)[number],
      typeof LooseTexts
    >,
  ),
  categoryIds: z.array(z.number().int()).max(100),
  occasionIds: z.array(z.number().int()).max(100),
  ownLanguage: z.enum(SUPPORTED_LANGUAGES),
  city: z.string().max(200),
  choices: z.object({
    categories: z.array(Choice).max(500),
    occasions: z.array(Choice).max(500),
    areas: z.array(Choice).max(500),
  }),
});
export type ProfileSettingsView = z.infer<typeof ProfileSettingsView>;
