/**
 * Calendar dates for finance offers (spec §9: provider A's offer is valid one month from today).
 * The caller passes today as a `YYYY-MM-DD` date in the dealer's time zone: nothing here reads the
 * clock or depends on the server's zone.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export class InvalidDateError extends RangeError {}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses `YYYY-MM-DD`; throws InvalidDateError for anything else or an impossible date. */
export function parseCalendarDate(value: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new InvalidDateError(`Expected a date as YYYY-MM-DD, got "${value}".`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new InvalidDateError(`"${value}" is not a date in the calendar.`);
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds calendar months; a day the target month lacks becomes its last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Spec §9: the last day of validity, one month from today, as `YYYY-MM-DD`. */
export function offerValidUntil(today: string, months = 1): string {
  return formatCalendarDate(addMonths(parseCalendarDate(today), months));
}

/** `2026-04-14` -> `14 April 2026`: the same in every locale the product serves (no day/month order ambiguity). */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parseCalendarDate(isoDate);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
