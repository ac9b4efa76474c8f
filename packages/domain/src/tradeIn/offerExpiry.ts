/**
 * The trade-in offer's expiry (spec §4 "A trade-in expiry label 'Expires on {date}' shows only if
 * the date is in the future", §9 "estimate valid 7 days", a tenant setting). Nothing here reads the
 * clock or the server's time zone: the caller passes now and the dealer's UTC offset.
 */
import { formatCalendarDate, formatLongDate, parseCalendarDate } from '../finance/offerValidity';

/** Spec §9 (trade-in FAQ): an estimate is valid 7 days unless the tenant says otherwise. */
export const TRADE_IN_ESTIMATE_VALID_DAYS = 7;

/** `Expires on {date}` with the date filled in. */
export const expiresOnText = (date: string): string => `Expires on ${date}`;

const DAY_MS = 86_400_000;

/**
 * A zone's offset from UTC at an instant, in minutes (+600 for Brisbane, +660 for Sydney in
 * summer), as the rules here take it; 0 when the zone's name cannot be read.
 */
export function utcOffsetMinutesIn(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT+10:00', 'GMT-05:00', or 'GMT' for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The dealer's calendar date at an instant, as `YYYY-MM-DD` (`utcOffsetMinutes`: +600 for Brisbane). */
export function calendarDateAt(instant: Date, utcOffsetMinutes: number): string {
  return new Date(instant.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The last day an estimate made on `today` (`YYYY-MM-DD`, dealer's date) is good for: today plus the valid days. */
export function tradeInOfferExpiresOn(today: string, validDays: number = TRADE_IN_ESTIMATE_VALID_DAYS): string {
  const { year, month, day } = parseCalendarDate(today);
  const expires = new Date(Date.UTC(year, month - 1, day) + validDays * DAY_MS);
  return formatCalendarDate({ year: expires.getUTCFullYear(), month: expires.getUTCMonth() + 1, day: expires.getUTCDate() });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time is read only with its zone (Z or ±hh:mm): without one it would mean the server's zone. */
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The label for an offer's expiry, or null when it is not in the future or cannot be read.
 * A date (`YYYY-MM-DD`) is the last day of the offer in the dealer's zone, so it shows through
 * that whole day; an instant (a Date or a zoned date-time) shows until that instant, with its date
 * in the dealer's zone. Dates read `14 April 2026`, the same in every locale the product serves.
 */
export function offerExpiryLabel(expiry: string | Date | null | undefined, now: Date, utcOffsetMinutes: number): string | null {
  const today = calendarDateAt(now, utcOffsetMinutes);
  if (typeof expiry === 'string' && DATE_ONLY.test(expiry.trim())) {
    const date = expiry.trim();
    try {
      parseCalendarDate(date);
    } catch {
      return null;
    }
    return date >= today ? expiresOnText(formatLongDate(date)) : null;
  }
  const instant =
    expiry instanceof Date
      ? expiry
      : typeof expiry === 'string' && DATE_TIME_WITH_ZONE.test(expiry.trim())
        ? new Date(expiry.trim())
        : null;
  if (!instant || Number.isNaN(instant.getTime()) || instant.getTime() <= now.getTime()) return null;
  return expiresOnText(formatLongDate(calendarDateAt(instant, utcOffsetMinutes)));
}
