/**
 * The browser's saved-search calls (issue 14): save a results page's search, finish one an
 * anonymous shopper chose before signing in, list and remove them. Saving from a results page is
 * loaded on the first press of 'Save search' (search/cardControls.ts), not with the page.
 */
import { SAVED_SEARCH_TEXTS, signInHref } from '@dealer/domain/shoppers';
import {
  forgetShopper,
  readPendingSavedSearch,
  readSavedSearches,
  readShopper,
  writePendingSavedSearch,
  writeSavedSearches,
  type SavedSearchInput,
} from './deviceStore';
import { callShopperRoute, type ShopperCallAnswer } from './shopperCalls';
import { showToast } from '@/features/ui/toast';

export interface SavedSearchView {
  id: number | string;
  label: string;
  path: string;
  created_at: string;
}

const isSavedSearchView = (value: unknown): value is SavedSearchView => {
  const entry = value as Partial<SavedSearchView> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (typeof entry.id === 'number' || typeof entry.id === 'string') &&
    typeof entry.label === 'string' &&
    typeof entry.path === 'string'
  );
};

/** The saved searches of a list answer, those of the expected form only. */
export const savedSearchesOf = (body: Record<string, unknown>): SavedSearchView[] =>
  Array.isArray(body.saved_searches) ? body.saved_searches.filter(isSavedSearchView) : [];

/** Saves `search` for the signed-in shopper; on success the device learns its path (and the CMS's). */
export async function postSavedSearch(tenant: string, search: SavedSearchInput): Promise<ShopperCallAnswer> {
  const answer = await callShopperRoute('/api/saved-searches/save', { ...search });
  if (answer.ok) {
    const saved = answer.body.saved_search;
    const paths = [...readSavedSearches(tenant), search.path];
    if (isSavedSearchView(saved)) paths.push(saved.path);
    writeSavedSearches(tenant, paths);
  }
  return answer;
}

export interface SaveSearchInput {
  tenant: string;
  search: SavedSearchInput;
  /** Shows the saved searches' paths (the results page marks its button). */
  show: (paths: string[]) => void;
}

/**
 * A press of 'Save search'. Anonymous (or a session the server no longer knows): the search is
 * remembered and the shopper goes to sign in, coming back to this page. Signed in: saved, the
 * page shows it, and a toast says so; a refusal (the limit, a page that cannot be saved) shows in
 * an alert toast.
 */
export async function saveSearch({ tenant, search, show }: SaveSearchInput): Promise<void> {
  const toSignIn = () => {
    writePendingSavedSearch(tenant, search);
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(signInHref({ type: 'saved-search', redirect: here, back: here }));
  };
  if (!readShopper(tenant)) return toSignIn();
  const answer = await postSavedSearch(tenant, search);
  if (answer.ok) {
    show(readSavedSearches(tenant));
    return showToast(SAVED_SEARCH_TEXTS.savedToast);
  }
  if (answer.status === 401) {
    forgetShopper(tenant);
    return toSignIn();
  }
  showToast(answer.message, 'alert');
}

/** After sign-in: saves the search chosen before it, if any. The message to show, or null. */
export async function finishPendingSavedSearch(tenant: string): Promise<string | null> {
  const pending = readPendingSavedSearch(tenant);
  if (!pending) return null;
  writePendingSavedSearch(tenant, null);
  const answer = await postSavedSearch(tenant, pending);
  return answer.ok ? SAVED_SEARCH_TEXTS.savedToast : answer.message;
}

/** The shopper's saved searches; on success the device's paths follow the account. */
export async function listSavedSearches(tenant: string): Promise<ShopperCallAnswer & { searches: SavedSearchView[] }> {
  const answer = await callShopperRoute('/api/saved-searches');
  const searches = answer.ok ? savedSearchesOf(answer.body) : [];
  if (answer.ok)
    writeSavedSearches(
      tenant,
      searches.map((search) => search.path),
    );
  return { ...answer, searches };
}

/** Removes one; on success its path leaves the device too. */
export async function removeSavedSearch(tenant: string, search: SavedSearchView): Promise<ShopperCallAnswer> {
  const answer = await callShopperRoute('/api/saved-searches/remove', { id: search.id });
  if (answer.ok)
    writeSavedSearches(
      tenant,
      readSavedSearches(tenant).filter((path) => path !== search.path),
    );
  return answer;
}
