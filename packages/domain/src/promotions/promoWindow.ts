/**
 * Promo tiles and banners are active only inside their date window (spec §2: e.g. from
 * 2025-01-01 to 2025-02-01 at +10:00). Instants are compared, so the zone a window was
 * written in does not matter once stored.
 */
export interface DateWindow {
  activeFrom: string | Date;
  activeUntil: string | Date;
}

export function isWithinWindow(window: DateWindow, now: Date = new Date()): boolean {
  const from = new Date(window.activeFrom).getTime();
  const until = new Date(window.activeUntil).getTime();
  if (Number.isNaN(from) || Number.isNaN(until)) return false;
  const t = now.getTime();
  return t >= from && t < until;
}

/** The active items, in order. */
export function activeItems<T extends DateWindow & { order?: number | null }>(items: T[], now: Date = new Date()): T[] {
  return items.filter((item) => isWithinWindow(item, now)).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** An offer's window (issue 12): from `startsAt` (none: already started) until `endsAt` (none: open-ended). */
export interface OfferWindow {
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
}

export function isOfferLive(offer: OfferWindow, now: Date = new Date()): boolean {
  const t = now.getTime();
  const starts = offer.startsAt ? new Date(offer.startsAt).getTime() : Number.NEGATIVE_INFINITY;
  const ends = offer.endsAt ? new Date(offer.endsAt).getTime() : Number.POSITIVE_INFINITY;
  if (Number.isNaN(starts) || Number.isNaN(ends)) return false;
  return t >= starts && t < ends;
}

/** The instants after `now` (windows opening or closing), each once, earliest first; anything not a date is skipped. */
export function futureWindowEdges(instants: ReadonlyArray<unknown>, now: Date = new Date()): Date[] {
  const times = instants
    .map((instant) => (typeof instant === 'string' || instant instanceof Date ? new Date(instant).getTime() : Number.NaN))
    .filter((t) => !Number.isNaN(t) && t > now.getTime());
  return [...new Set(times)].sort((a, b) => a - b).map((t) => new Date(t));
}

/** The earliest of these instants after `now` (a window opening or closing), or null. */
export function nextWindowEdge(instants: ReadonlyArray<unknown>, now: Date = new Date()): Date | null {
  return futureWindowEdges(instants, now)[0] ?? null;
}

/**
 * Seconds a static page may be kept when a window edge comes at `edge`: until just after it, and
 * never more than `max`. The CMS also schedules a revalidation at each edge; this is the backstop.
 */
export function secondsUntilEdge(edge: Date | null, now: Date, max: number): number {
  if (!edge) return max;
  return Math.max(1, Math.min(max, Math.ceil((edge.getTime() - now.getTime()) / 1000) + 1));
}
