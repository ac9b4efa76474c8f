/**
 * Favourites (device store, spec §3 `FavouritedCars` prefixed by the dealership key) and the
 * compare list, toggled by the domain rules; adding a favourite pushes analytics event 39.
 */
import { useCallback, useEffect, useState } from 'react';
import { toggleCompare, toggleFavourite } from '@dealer/domain';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function useFavourites(tenant: string) {
  const key = `${tenant}:FavouritedCars`;
  const [favourites, setFavourites] = useState<string[]>([]);
  const [compare, setCompare] = useState<string[]>([]);
  useEffect(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
      // Nothing stored: keep the initial empty list, so the results do not render a second time.
      if (Array.isArray(stored) && stored.length > 0) setFavourites(stored.filter((id): id is string => typeof id === 'string'));
    } catch (error) {
      console.warn(`Favourites could not be read: ${(error as Error).message}`);
    }
  }, [key]);

  const toggleFavouriteCar = useCallback(
    (id: string) => {
      const result = toggleFavourite(favourites, id);
      if (result.analyticsEvent) (window.dataLayer ??= []).push({ event: result.analyticsEvent, car_id: id });
      try {
        window.localStorage.setItem(key, JSON.stringify(result.list));
      } catch (error) {
        console.warn(`Favourites could not be saved: ${(error as Error).message}`);
      }
      setFavourites(result.list);
    },
    [favourites, key],
  );
  const toggleCompareCar = useCallback((id: string) => setCompare((current) => toggleCompare(current, id)), []);
  return { favourites, compare, toggleFavouriteCar, toggleCompareCar };
}
