/**
 * What the watchlist page says about a saved car (issue 14: "the watchlist page lists saved cars
 * with their live state (sold, price changed)"). The CMS answers the car as it is now and the
 * price it had when it was saved; this decides the label.
 */

export interface WatchlistCarNow {
  price: number | null;
  /** Whether the car is still on the dealer's website (listed, not sold or withdrawn). */
  listed: boolean;
  status?: string | null;
}

export interface WatchlistEntryFacts {
  saved_price: number | null;
  /** Null when the car no longer exists. */
  car: WatchlistCarNow | null;
}

export type WatchlistAvailability = 'available' | 'sold' | 'gone';

export interface WatchlistEntryState {
  availability: WatchlistAvailability;
  /** Set when both prices are known, positive and differ by at least a dollar. */
  priceChange: { from: number; to: number; direction: 'down' | 'up' } | null;
}

export const WATCHLIST_STATE_TEXTS = {
  sold: 'Sold',
  gone: 'No longer available',
  empty: 'You have not saved any cars yet.',
} as const;

const known = (price: number | null | undefined): price is number => typeof price === 'number' && Number.isFinite(price) && price > 0;

/**
 * 'gone' when the car was deleted; 'sold' when it is sold or off the website (a sold car stays on the
 * list so the shopper learns it went); otherwise 'available'. A price change is reported in
 * either state, because a shopper watching the price wants to know what it sold at too.
 */
export function watchlistEntryState(entry: WatchlistEntryFacts): WatchlistEntryState {
  const { car } = entry;
  if (!car) return { availability: 'gone', priceChange: null };
  // A just-sold car is still listed for a few days (with a sold tag): sold all the same.
  const availability: WatchlistAvailability = car.listed && car.status !== 'sold' ? 'available' : 'sold';
  const from = entry.saved_price;
  const to = car.price;
  const priceChange =
    known(from) && known(to) && Math.abs(to - from) >= 1 ? { from, to, direction: to < from ? ('down' as const) : ('up' as const) } : null;
  return { availability, priceChange };
}

/** 'Price dropped from $41,990' / 'Price rose from $39,990', with the caller's money format. */
export const priceChangeText = (change: NonNullable<WatchlistEntryState['priceChange']>, money: (amount: number) => string): string =>
  `Price ${change.direction === 'down' ? 'dropped' : 'rose'} from ${money(change.from)}`;
