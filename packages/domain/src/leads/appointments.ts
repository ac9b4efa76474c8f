/**
 * Test-drive appointment slots (spec §4/§7: "optional date and time booking"; the dealer
 * appointments call's path is not shown, so the slots come from the car's location's opening
 * hours). Dates are the dealer's calendar days (YYYY-MM-DD), times its wall clock (HH:mm).
 */
import type { OpeningHourEntry } from '../locations/openingHours';

export interface AppointmentDay {
  date: string;
  /** 0 is Sunday. */
  weekday: number;
  times: string[];
}

export interface AppointmentOptions {
  /** On `fromDate` itself, only slots starting after this time (the dealer's "now", HH:mm). */
  notBefore?: string;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function minutesOf(value: string | null | undefined): number | null {
  const match = value ? TIME.exec(value.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The next `days` calendar days from `fromDate` (included) on which the location is open, each
 * with the slots of `slotMinutes` that fit between its opening and closing time. Closed days,
 * days without hours and days whose hours make no sense are left out.
 */
export function appointmentSlots(
  openingHours: readonly OpeningHourEntry[],
  fromDate: string,
  days: number,
  slotMinutes: number,
  options: AppointmentOptions = {},
): AppointmentDay[] {
  const start = DATE.exec(fromDate);
  if (!start) throw new RangeError(`fromDate must be YYYY-MM-DD, not "${fromDate}"`);
  if (!Number.isInteger(slotMinutes) || slotMinutes < 5) throw new RangeError('slotMinutes must be a whole number of at least 5');
  const byWeekday = new Map(openingHours.map((entry) => [entry.weekday, entry]));
  const notBefore = minutesOf(options.notBefore);
  const result: AppointmentDay[] = [];
  // UTC arithmetic on the calendar date: no time zone or daylight saving can shift a day.
  const first = Date.UTC(Number(start[1]), Number(start[2]) - 1, Number(start[3]));
  for (let offset = 0; offset < days; offset++) {
    const day = new Date(first + offset * 86_400_000);
    const weekday = day.getUTCDay();
    const entry = byWeekday.get(weekday);
    const open = minutesOf(entry?.open);
    const close = minutesOf(entry?.close);
    if (!entry || entry.status !== 'Open' || open === null || close === null || close <= open) continue;
    const earliest = offset === 0 && notBefore !== null ? notBefore + 1 : open;
    const times: string[] = [];
    for (let t = open; t + slotMinutes <= close; t += slotMinutes) if (t >= earliest) times.push(timeOf(t));
    if (times.length) result.push({ date: day.toISOString().slice(0, 10), weekday, times });
  }
  return result;
}
