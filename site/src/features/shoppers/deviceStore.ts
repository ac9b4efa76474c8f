/**
 * What the shopper's browser keeps about them (spec §3 "Stored on the device", keys prefixed by
 * the dealership): the saved cars (`FavouritedCars`), the saved searches' paths (`SavedSearches`,
 * so a results page shows 'Search saved'), who is signed in (so a save goes straight to the
 * account, not through a round trip that ends at sign-in), and the car or search an anonymous
 * shopper chose to save before being sent to sign in (saved once they are in). The account in the CMS is
 * the truth; these follow it at sign-in and on each change. Storage can be off or full: every read
 * has a default and every write may fail quietly (logged).
 */

export const favouritesKey = (tenant: string) => `${tenant}:FavouritedCars`;
export const shopperKey = (tenant: string) => `${tenant}:Shopper`;
export const pendingSaveKey = (tenant: string) => `${tenant}:PendingWatchlistSave`;
export const savedSearchesKey = (tenant: string) => `${tenant}:SavedSearches`;
export const pendingSavedSearchKey = (tenant: string) => `${tenant}:PendingSavedSearch`;
/** The compare list (compareClient.ts) and the recent searches (search/SearchHistory.tsx). */
export const compareListKey = (tenant: string) => `${tenant}:CompareCars`;
export const searchHistoryKey = (tenant: string) => `${tenant}:SearchHistory`;

export interface StoredShopper {
  /** E.164, as the watchlist calls send it (`phone_number`). */
  phone: string;
  phone_display?: string;
}

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`${key} could not be saved: ${(error as Error).message}`);
  }
}

/** The saved cars' ids (strings, as search hits carry them). */
export function readFavourites(tenant: string): string[] {
  const stored = read(favouritesKey(tenant));
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export const writeFavourites = (tenant: string, ids: readonly (string | number)[]) =>
  write(favouritesKey(tenant), [...new Set(ids.map(String))]);

export function readShopper(tenant: string): StoredShopper | null {
  const stored = read(shopperKey(tenant)) as Partial<StoredShopper> | null;
  return stored && typeof stored.phone === 'string' ? { phone: stored.phone, phone_display: stored.phone_display } : null;
}

export const writeShopper = (tenant: string, shopper: StoredShopper | null) => write(shopperKey(tenant), shopper);

export function readPendingSave(tenant: string): string | null {
  const stored = read(pendingSaveKey(tenant));
  return typeof stored === 'string' && /^\d{1,12}$/.test(stored) ? stored : null;
}

export const writePendingSave = (tenant: string, carId: string | null) => write(pendingSaveKey(tenant), carId);

/** A search as the save call sends it: the page's heading, its address, its criteria (a query string). */
export interface SavedSearchInput {
  title: string;
  path: string;
  criteria: string;
}

/** The stored pending search when it has that form (storage is the browser's: anything may be there). */
export function savedSearchInputOf(value: unknown): SavedSearchInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, path, criteria } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof path !== 'string' || typeof criteria !== 'string' || !path.startsWith('/')) return null;
  return { title, path, criteria };
}

export const readPendingSavedSearch = (tenant: string) => savedSearchInputOf(read(pendingSavedSearchKey(tenant)));

export const writePendingSavedSearch = (tenant: string, search: SavedSearchInput | null) => write(pendingSavedSearchKey(tenant), search);

/** The paths of the shopper's saved searches (a results page compares its own address). */
export function readSavedSearches(tenant: string): string[] {
  const stored = read(savedSearchesKey(tenant));
  return Array.isArray(stored) ? stored.filter((path): path is string => typeof path === 'string') : [];
}

export const writeSavedSearches = (tenant: string, paths: readonly string[]) => write(savedSearchesKey(tenant), [...new Set(paths)]);

/** Signed out (here or found so by the server): the device forgets the shopper and what they saved. */
export function forgetShopper(tenant: string): void {
  writeShopper(tenant, null);
  writeFavourites(tenant, []);
  writePendingSave(tenant, null);
  writeSavedSearches(tenant, []);
  writePendingSavedSearch(tenant, null);
}
