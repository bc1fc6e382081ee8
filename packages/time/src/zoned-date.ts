import { wallClockMs } from './wall-clock.ts';

/**
 * An instant whose local-time getters (getHours, getDate …) read the wall clock of `timeZone`,
 * whatever zone the process runs in; getTime and toISOString stay the instant, in UTC.
 *
 * It exists for ical-generator: given an event zone, it writes a plain Date's start with the
 * local getters, that is in the server's zone. For a Date of this shape (the one @date-fns/tz's
 * TZDate has: `internal`, `withTimeZone`, `tzComponents`) it asks for the event's zone first and
 * then reads those getters, so Madrid 19:00 is written as 19:00 with TZID=Europe/Madrid.
 */
export class ZonedDate extends Date {
  /** The zone's wall clock, stored as if it were UTC. */
  readonly internal: Date;
  readonly timeZone: string;

  constructor(instant: Date | number, timeZone: string) {
    super(typeof instant === 'number' ? instant : instant.getTime());
    this.timeZone = timeZone;
    this.internal = new Date(wallClockMs(this.getTime(), timeZone));
  }

  withTimeZone(timeZone: string): ZonedDate {
    return new ZonedDate(this.getTime(), timeZone);
  }

  /** The offset as [sign, hours, minutes]: Oslo in summer ['+', '02', '00']. */
  tzComponents(): [sign: '+' | '-', hours: string, minutes: string] {
    const offset = this.getTimezoneOffset();
    const abs = Math.abs(offset);
    return [
      offset > 0 ? '-' : '+',
      String(Math.floor(abs / 60)).padStart(2, '0'),
      String(abs % 60).padStart(2, '0'),
    ];
  }

  /** Minutes to add to the wall clock to reach UTC, as Date#getTimezoneOffset (Oslo in summer -120). */
  override getTimezoneOffset(): number {
    return Math.round((this.getTime() - this.internal.getTime()) / 60_000);
  }

  override getFullYear(): number {
    return this.internal.getUTCFullYear();
  }

  override getMonth(): number {
    return this.internal.getUTCMonth();
  }

  override getDate(): number {
    return this.internal.getUTCDate();
  }

  override getDay(): number {
    return this.internal.getUTCDay();
  }

  override getHours(): number {
    return this.internal.getUTCHours();
  }

  override getMinutes(): number {
    return this.internal.getUTCMinutes();
  }

  override getSeconds(): number {
    return this.internal.getUTCSeconds();
  }
}
