/**
 * Favourites (device store, spec §3 `FavouritedCars` prefixed by the dealership key) and the
 * compare list. A favourite is a car saved to the shopper's watchlist (spec §5: favourites and
 * saving need a signed-in user): a press loads the watchlist client (features/shoppers), which
 * sends an anonymous shopper to sign in and saves for a signed-in one, event 39 on an addition.
 */
import { useCallback, useEffect, useState } from 'react';
import { toggleCompareLimited } from '@dealer/domain';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function useFavourites(tenant: string) {
  const [favourites, setFavourites] = useState<string[]>([]);
  const [compare, setCompare] = useState<string[]>([]);
  useEffect(() => {
    const read = (key: string, set: (list: string[]) => void) => {
      try {
        const stored = JSON.parse(window.localStorage.getItem(`${tenant}:${key}`) ?? '[]') as unknown;
        // Nothing stored: keep the initial empty list, so the results do not render a second time.
        if (Array.isArray(stored) && stored.length > 0) set(stored.filter((id): id is string => typeof id === 'string'));
      } catch (error) {
        console.warn(`${key} could not be read: ${(error as Error).message}`);
      }
    };
    read('FavouritedCars', setFavourites);
    read('CompareCars', setCompare);
  }, [tenant]);

  const toggleFavouriteCar = useCallback(
    (id: string) =>
      void import('@/features/shoppers/watchlistClient').then(({ toggleWatchlistCar }) =>
        toggleWatchlistCar({ tenant, carId: id, list: favourites, show: setFavourites }),
      ),
    [favourites, tenant],
  );
  const saveCompare = useCallback(
    (list: string[]) => {
      try {
        window.localStorage.setItem(`${tenant}:CompareCars`, JSON.stringify(list));
      } catch (error) {
        console.warn(`CompareCars could not be saved: ${(error as Error).message}`);
      }
      setCompare(list);
    },
    [tenant],
  );
  const toggleCompareCar = useCallback(
    (slug: string) => {
      const result = toggleCompareLimited(compare, slug);
      if (result.refused) void import('@/features/shoppers/toast').then(({ showToast }) => showToast(result.message, 'alert'));
      else saveCompare(result.list);
    },
    [compare, saveCompare],
  );
  return { favourites, compare, toggleFavouriteCar, toggleCompareCar, clearCompare: () => saveCompare([]) };
}
