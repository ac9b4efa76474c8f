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
