import { formatMoney as formatLocalMoney, formatWeekdayLong } from '../../../lib/locale-format';

/** Weekday names Sunday (0) … Saturday (6), as the server numbers them, in the diner's language. */
export const weekdayName = formatWeekdayLong;

/** Amounts arrive in minor units (øre, cents; ISK is whole krónur). */
export const formatMoney = formatLocalMoney;
