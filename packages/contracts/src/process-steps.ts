import { z } from './zod.ts';
import { BookingStep } from './enums.ts';
import { BooleanParam, IdParam, LocalDateTime, NullableIdParam } from './params.ts';

export const ProcessStepsParams = z.object({
  restaurantId: IdParam,
  eventId: NullableIdParam,
  isWaitingList: BooleanParam,
  dateTime: LocalDateTime,
});

export const ProcessStepsResponse = z.object({
  bookingProcessSteps: z.array(z.enum(BookingStep)),
});
export type ProcessStepsResponse = z.infer<typeof ProcessStepsResponse>;
