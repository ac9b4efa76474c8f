/**
 * The browser's watchlist calls (spec §4 "Watchlist", §7): save or remove one car for the
 * signed-in shopper. Loaded on the first press of a card's heart, not with the results page.
 */
import { FAVOURITE_ADDED_EVENT } from '@dealer/domain';
import { signInHref } from '@dealer/domain/shoppers';
import { forgetShopper, readShopper, writeFavourites, writePendingSave } from './deviceStore';
import { showToast } from '@/features/ui/toast';

export const WATCHLIST_TEXTS = {
  saved: 'Car Saved In Watchlist',
  removed: 'Car Removed',
  failed: 'An unexpected error occured',
} as const;

export type WatchlistAnswer = { success: true } | { success: false; status: number; message: string };

/** POSTs `{ phone_number, car_id }` to `/api/watchlist/{save-car|remove-car}`. */
export async function changeWatchlist(action: 'save' | 'remove', phone: string, carId: string): Promise<WatchlistAnswer> {
  try {
    const response = await fetch(`/api/watchlist/${action === 'save' ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phone, car_id: Number(carId) }),
    });
    const body = (await response.json().catch(() => ({}))) as { success?: unknown; message?: unknown };
    if (response.ok && body.success === true) return { success: true };
    return { success: false, status: response.status, message: typeof body.message === 'string' ? body.message : WATCHLIST_TEXTS.failed };
  } catch {
    return { success: false, status: 0, message: WATCHLIST_TEXTS.failed };
  }
}

const pushEvent = (carId: string) => (window.dataLayer ??= []).push({ event: FAVOURITE_ADDED_EVENT, car_id: carId });

/** Where an anonymous shopper goes to save `carId`: sign-in, returning to this very page. */
export function sendToSignIn(tenant: string, carId: string): void {
  writePendingSave(tenant, carId);
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(signInHref({ type: 'watchlist', redirect: here, back: here }));
}

export interface ToggleInput {
  tenant: string;
  carId: string;
  /** The saved cars before the press. */
  list: readonly string[];
  /** Shows a list (this module keeps it on the device). */
  show: (list: string[]) => void;
}

/**
 * A press of a card's heart. Anonymous: off to sign-in, the car remembered. Signed in: the list
 * changes at once (optimistic), then the server is asked; on success a toast (and event 39 for an
 * addition), on failure the list goes back and an alert shows the message. A session the server
 * no longer knows counts as anonymous.
 */
export async function toggleWatchlistCar({ tenant, carId, list, show }: ToggleInput): Promise<void> {
  const apply = (next: string[]) => {
    writeFavourites(tenant, next);
    show(next);
  };
  const saved = list.includes(carId);
  const shopper = readShopper(tenant);
  if (!shopper) {
    if (saved) apply(list.filter((id) => id !== carId));
    else sendToSignIn(tenant, carId);
    return;
  }
  apply(saved ? list.filter((id) => id !== carId) : [...list, carId]);
  const answer = await changeWatchlist(saved ? 'remove' : 'save', shopper.phone, carId);
  if (answer.success) {
    if (!saved) pushEvent(carId);
    showToast(saved ? WATCHLIST_TEXTS.removed : WATCHLIST_TEXTS.saved);
    return;
  }
  apply([...list]);
  if (answer.status === 401) {
    forgetShopper(tenant);
    if (!saved) sendToSignIn(tenant, carId);
    return;
  }
  showToast(answer.message, 'alert');
}
