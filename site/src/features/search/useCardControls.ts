/**
 * A results page's card controls (spec §5 "a Compare or Favourite control"): the saved cars
 * (device store `FavouritedCars`, following the shopper's watchlist) or the compare list
 * (`CompareCars`, slugs, at most four), whichever the tenant's cards carry. A press loads the
 * controls' code (cardControls.ts: sign-in for an anonymous saver, the watchlist calls, event 39,
 * the compare limit); only reading the stored list is part of the page.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CardHit } from '@/features/carCard/cardHit';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function useCardControls(tenant: string, favourites: boolean) {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    try {
      const stored = JSON.parse(
        window.localStorage.getItem(`${tenant}:${favourites ? 'FavouritedCars' : 'CompareCars'}`) ?? '[]',
      ) as unknown;
      // Nothing stored: keep the initial empty list, so the results do not render a second time.
      if (Array.isArray(stored) && stored.length > 0) setList(stored.filter((id): id is string => typeof id === 'string'));
    } catch (error) {
      console.warn(error);
    }
  }, [tenant, favourites]);
  const toggle = useCallback(
    (car: CardHit) =>
      void import('./cardControls').then((controls) =>
        favourites
          ? controls.toggleWatchlistCar({ tenant, carId: car.id, list, show: setList })
          : controls.toggleCompareCar(tenant, car.slug, list, setList),
      ),
    [favourites, list, tenant],
  );
  /** Whether a card's control is on: saved cars by id, compared ones by slug. */
  const selected = (car: CardHit) => list.includes(favourites ? car.id : car.slug);
  return { list, setList, toggle, selected };
}
