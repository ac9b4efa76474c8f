/**
 * The watchlist page (spec §2 "watchlist page", path not shown: `/watchlist`; issue 14): the cars
 * the signed-in shopper saved, each with its live state (Sold, No longer available, a price
 * change), a link to the car and Remove; and Sign out. Static per tenant: the list is fetched in
 * the browser with the session cookie. Anonymous visitors are offered sign-in, returning here.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatMoney } from '@dealer/domain';
import { WATCHLIST_STATE_TEXTS, priceChangeText, signInHref, watchlistEntryState } from '@dealer/domain/shoppers';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { forgetShopper, readShopper, writeFavourites } from './deviceStore';
import { ShopperPanel } from './ShopperPanel';
import type { ShopperPageProps } from './SignInPage';
import { showToast } from './toast';
import { changeWatchlist, WATCHLIST_TEXTS } from './watchlistClient';

export interface WatchlistEntryView {
  car_id: number;
  saved_at: string;
  saved_price: number | null;
  car: null | {
    id: number;
    slug: string;
    year?: number | null;
    make?: string | null;
    model?: string | null;
    badge?: string | null;
    price: number | null;
    status?: string | null;
    listed: boolean;
    image_url?: string | null;
  };
}

type View =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string }
  | { kind: 'list'; entries: WatchlistEntryView[] };

export const WATCHLIST_TITLE = 'My Watchlist';

const carTitle = (entry: WatchlistEntryView) =>
  entry.car ? [entry.car.year, entry.car.make, entry.car.model, entry.car.badge].filter(Boolean).join(' ') : `Car ${entry.car_id}`;

export function WatchlistPage({ site }: ShopperPageProps) {
  const tenant = site.tenant.slug;
  const locale = site.config.settings.locale;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const response = await fetch('/api/watchlist');
      const body = (await response.json().catch(() => ({}))) as { entries?: WatchlistEntryView[]; message?: string; error?: string };
      if (response.status === 401) {
        forgetShopper(tenant);
        return setView({ kind: 'signed-out' });
      }
      if (!response.ok || !Array.isArray(body.entries)) {
        return setView({ kind: 'failed', message: body.message ?? body.error ?? WATCHLIST_TEXTS.failed });
      }
      writeFavourites(
        tenant,
        body.entries.map((entry) => entry.car_id),
      );
      setView({ kind: 'list', entries: body.entries });
    } catch {
      setView({ kind: 'failed', message: WATCHLIST_TEXTS.failed });
    }
  }, [tenant]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (entry: WatchlistEntryView) => {
    const shopper = readShopper(tenant);
    if (view.kind !== 'list') return;
    setBusy(entry.car_id);
    const answer = shopper
      ? await changeWatchlist('remove', shopper.phone, String(entry.car_id))
      : ({ success: false, status: 401, message: '' } as const);
    setBusy(null);
    if (answer.success) {
      const entries = view.entries.filter((each) => each.car_id !== entry.car_id);
      writeFavourites(
        tenant,
        entries.map((each) => each.car_id),
      );
      setView({ kind: 'list', entries });
      showToast(WATCHLIST_TEXTS.removed);
    } else if (answer.status === 401) {
      forgetShopper(tenant);
      setView({ kind: 'signed-out' });
    } else showToast(answer.message, 'alert');
  };

  const signOut = async () => {
    await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
      () => undefined,
    );
    forgetShopper(tenant);
    window.location.assign('/');
  };

  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <SiteLayout site={site} title={WATCHLIST_TITLE} description={`The cars you saved at ${site.tenant.name}.`}>
      <ShopperPanel className="watchlist">
        <h1>{WATCHLIST_TITLE}</h1>
        {view.kind === 'loading' && <p role="status">Loading your saved cars…</p>}
        {view.kind === 'signed-out' && (
          <>
            <p>Sign in with your mobile number to see the cars you saved.</p>
            <p>
              <a className="btn contained" href={signInHref({ type: 'account', redirect: '/watchlist', back: '/' })}>
                Sign in
              </a>
            </p>
          </>
        )}
        {view.kind === 'failed' && (
          <p role="alert" className="destructive">
            {view.message}
          </p>
        )}
        {view.kind === 'list' && (
          <>
            {view.entries.length === 0 ? (
              <p>
                {WATCHLIST_STATE_TEXTS.empty} <a href="/search">Browse our cars</a>
              </p>
            ) : (
              <ul className="entries" aria-label="Saved cars">
                {view.entries.map((entry) => {
                  const state = watchlistEntryState(entry);
                  const title = carTitle(entry);
                  return (
                    <li key={entry.car_id} data-testid="watchlist-entry" data-availability={state.availability}>
                      <div className="entry-text">
                        {entry.car && state.availability === 'available' ? (
                          <a href={`/cars/${encodeURIComponent(entry.car.slug)}`} className="entry-title">
                            {title}
                          </a>
                        ) : (
                          <span className="entry-title">{title}</span>
                        )}
                        {entry.car?.price ? <span className="entry-price">{money(entry.car.price)}</span> : null}
                        {state.availability !== 'available' && (
                          <span className="entry-state">{WATCHLIST_STATE_TEXTS[state.availability]}</span>
                        )}
                        {state.priceChange && (
                          <span className={`entry-change ${state.priceChange.direction}`}>{priceChangeText(state.priceChange, money)}</span>
                        )}
                      </div>
                      <button
                        type="button"
                        className="btn outlined"
                        disabled={busy === entry.car_id}
                        onClick={() => void remove(entry)}
                        aria-label={`Remove ${title} from your watchlist`}
                      >
                        Remove
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <p>
              <button type="button" className="btn" onClick={() => void signOut()}>
                Sign out
              </button>
            </p>
          </>
        )}
      </ShopperPanel>
    </SiteLayout>
  );
}
