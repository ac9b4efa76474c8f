/**
 * Opening hours display (spec §3 "Opening hour entry", §9: "Weekday hours group as Mon-Fri
 * when all five match").
 */
export interface OpeningHourEntry {
  /** 0 is Sunday. */
  weekday: number;
  status: 'Open' | 'Closed' | string;
  open?: string | null;
  close?: string | null;
}

export interface HoursLine {
  days: string;
  hours: string;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Display order: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "08:30" -> "8:30am", "17:00" -> "5pm". */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const hour = Number(match[1]);
  const minutes = match[2];
  const suffix = hour >= 12 ? 'pm' : 'am';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minutes === '00' ? '' : `:${minutes}`}${suffix}`;
}

export function hoursText(entry: OpeningHourEntry | undefined): string {
  if (!entry || entry.status !== 'Open' || !entry.open || !entry.close) return 'Closed';
  return `${formatTime(entry.open)} - ${formatTime(entry.close)}`;
}

/** One line per day, Monday first, with Mon-Fri collapsed into one line when all five match. */
export function groupOpeningHours(entries: OpeningHourEntry[]): HoursLine[] {
  const byDay = new Map(entries.map((e) => [e.weekday, e]));
  const text = (day: number) => hoursText(byDay.get(day));
  const weekdays = [1, 2, 3, 4, 5].map(text);
  const lines: HoursLine[] = [];
  if (weekdays.every((t) => t === weekdays[0])) {
    lines.push({ days: 'Mon-Fri', hours: weekdays[0]! });
  } else {
    for (const day of [1, 2, 3, 4, 5]) lines.push({ days: DAY_NAMES[day]!, hours: text(day) });
  }
  for (const day of WEEK_ORDER.slice(5)) lines.push({ days: DAY_NAMES[day]!, hours: text(day) });
  return lines;
}
