import { z } from './zod.ts';

export const PhonePlanParams = z.object({
  callingCode: z.coerce.number().int().min(1).max(999),
});

/**
 * The phone rules of one calling code: libphonenumber-js's metadata (its own format, which the
 * browser passes to libphonenumber-js/core) cut down to the regions that use the code.
 */
export const PhonePlanResponse = z.object({
  version: z.number().int(),
  country_calling_codes: z.record(z.string(), z.array(z.string().max(3)).max(60)),
  countries: z.record(z.string(), z.array(z.unknown()).max(20)),
});
export type PhonePlanResponse = z.infer<typeof PhonePlanResponse>;
