/**
 * A results page's controls (spec §5 "a Compare or Favourite control", and issue 14's saved
 * searches): the saved cars (device store `FavouritedCars`, following the shopper's watchlist) or
 * the compare list (`CompareCars`, slugs, at most four), whichever the tenant's cards carry, and
 * the saved searches' paths (`SavedSearches`). A press loads the controls' code (cardControls.ts:
 * sign-in for an anonymous saver, the watchlist and saved-search calls, event 39, the compare
 * limit); only reading the stored lists is part of the page.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CardHit } from '@/features/carCard/cardHit';
import { compareListKey, favouritesKey, savedSearchesKey, type SavedSearchInput } from '@/features/shoppers/deviceStore';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const loadControls = () => import('./cardControls');

/** The list the cards' control keeps: saved cars where the tenant has favourites, else the compare list. */
export const controlListKey = (tenant: string, favourites: boolean) => (favourites ? favouritesKey(tenant) : compareListKey(tenant));

export function useCardControls(tenant: string, favourites: boolean) {
  const [list, setList] = useState<string[]>([]);
  const [searches, setSearches] = useState<string[]>([]);
  useEffect(() => {
    // Nothing stored: keep the initial empty lists, so the page does not render a second time.
    const load = (key: string, show: (list: string[]) => void) => {
      try {
        const stored = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
        if (Array.isArray(stored) && stored.length > 0) show(stored.filter((id): id is string => typeof id === 'string'));
      } catch (error) {
        console.warn(error);
      }
    };
    load(controlListKey(tenant, favourites), setList);
    load(savedSearchesKey(tenant), setSearches);
  }, [tenant, favourites]);
  const toggle = useCallback(
    (car: CardHit) =>
      void loadControls().then((controls) =>
        favourites
          ? controls.toggleWatchlistCar({ tenant, carId: car.id, list, show: setList })
          : controls.toggleCompareCar(tenant, car.slug, list, setList),
      ),
    [favourites, list, tenant],
  );
  /** Whether a card's control is on: saved cars by id, compared ones by slug. */
  const selected = (car: CardHit) => list.includes(favourites ? car.id : car.slug);
  /** Saves the page's search (or sends an anonymous shopper to sign in first). */
  const saveSearch = (search: SavedSearchInput) =>
    void loadControls().then((controls) => controls.saveSearch({ tenant, search, show: setSearches }));
  return { list, setList, toggle, selected, searches, saveSearch };
}
