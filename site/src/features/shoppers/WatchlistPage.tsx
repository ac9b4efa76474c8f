/**
 * The watchlist page (spec §2 "watchlist page", path not shown: `/watchlist`; issue 14), the
 * signed-in shopper's place: the cars they saved, each with its live state (Sold, No longer
 * available, a price change), a link to the car and Remove; their saved searches (each a link to
 * its results and Remove); their alert settings (the number they signed in with, an email address
 * for alerts, alerts on or off); and Sign out. Static per tenant: everything is fetched in the
 * browser with the session cookie. Anonymous visitors are offered sign-in, returning here.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatMoney } from '@dealer/domain';
import {
  SAVED_SEARCH_TEXTS,
  WATCHLIST_STATE_TEXTS,
  isSearchPagePath,
  priceChangeText,
  signInHref,
  watchlistEntryState,
} from '@dealer/domain/shoppers';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { forgetShopper, readShopper, writeFavourites, writeShopper } from './deviceStore';
import { listSavedSearches, removeSavedSearch, type SavedSearchView } from './savedSearchClient';
import { callShopperRoute, fieldErrorsOf } from './shopperCalls';
import { ShopperPanel } from './ShopperPanel';
import type { ShopperPageProps } from './SignInPage';
import { showToast } from '@/features/ui/toast';
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

/** The signed-in shopper as `/api/auth/session` and `/api/account` answer them. */
export interface AccountView {
  phone: string;
  phone_display?: string;
  email?: string | null;
  alerts?: boolean;
}

type View =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string }
  | { kind: 'list'; entries: WatchlistEntryView[] };

/** The saved searches' section: loading, its list, or why it could not be loaded. */
type SearchesView = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'list'; searches: SavedSearchView[] };

export const WATCHLIST_TITLE = 'My Watchlist';

export const ALERT_SETTINGS_TEXTS = {
  heading: 'Alerts',
  signedInAs: (phone: string) => `Signed in as ${phone}. Alerts come by text message to this number.`,
  emailLabel: 'Email for alerts',
  emailHint: 'Optional. We’ll email your alerts as well.',
  save: 'Save',
  emailSaved: 'Email saved',
  emailRemoved: 'Email removed',
  alertsLabel: 'Send me alerts when prices drop or new cars match my searches',
  alertsOn: 'Alerts are on',
  alertsOff: 'Alerts are off. We won’t send you any.',
} as const;

const isAccount = (value: unknown): value is AccountView =>
  typeof value === 'object' && value !== null && typeof (value as AccountView).phone === 'string';

const EMAIL_ID = 'alerts-email';

const carTitle = (entry: WatchlistEntryView) =>
  entry.car ? [entry.car.year, entry.car.make, entry.car.model, entry.car.badge].filter(Boolean).join(' ') : `Car ${entry.car_id}`;

export function WatchlistPage({ site }: ShopperPageProps) {
  const tenant = site.tenant.slug;
  const locale = site.config.settings.locale;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [searches, setSearches] = useState<SearchesView>({ kind: 'loading' });
  const [account, setAccount] = useState<AccountView | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [savingAccount, setSavingAccount] = useState(false);

  const signedOut = useCallback(() => {
    forgetShopper(tenant);
    setView({ kind: 'signed-out' });
  }, [tenant]);

  const loadSearches = useCallback(async () => {
    const answer = await listSavedSearches(tenant);
    if (answer.ok) setSearches({ kind: 'list', searches: answer.searches });
    else if (answer.status === 401) signedOut();
    else setSearches({ kind: 'failed', message: answer.message });
  }, [tenant, signedOut]);

  const loadAccount = useCallback(async () => {
    const answer = await callShopperRoute('/api/auth/session');
    const shopper = answer.ok && answer.body.signed_in === true ? answer.body.shopper : null;
    if (!isAccount(shopper)) return;
    setAccount(shopper);
    setEmail(shopper.email ?? '');
  }, []);

  const load = useCallback(async () => {
    void loadSearches();
    void loadAccount();
    try {
      const response = await fetch('/api/watchlist');
      const body = (await response.json().catch(() => ({}))) as { entries?: WatchlistEntryView[]; message?: string; error?: string };
      if (response.status === 401) return signedOut();
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
  }, [tenant, signedOut, loadSearches, loadAccount]);

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
    } else if (answer.status === 401) signedOut();
    else showToast(answer.message, 'alert');
  };

  const removeSearch = async (search: SavedSearchView) => {
    if (searches.kind !== 'list') return;
    const answer = await removeSavedSearch(tenant, search);
    if (answer.ok) {
      setSearches({ kind: 'list', searches: searches.searches.filter((each) => each.id !== search.id) });
      showToast(SAVED_SEARCH_TEXTS.removedToast);
    } else if (answer.status === 401) signedOut();
    else showToast(answer.message, 'alert');
  };

  /**
   * Saves `change` to the account; the page shows what the server kept. Alerts on or off shows at
   * once and goes back if the server refuses. One change at a time: others wait for its answer.
   */
  const changeAccount = async (change: { email: string | null } | { alerts: boolean }, done: string) => {
    if (savingAccount || !account) return;
    const before = account;
    if ('alerts' in change) setAccount({ ...account, alerts: change.alerts });
    setSavingAccount(true);
    const answer = await callShopperRoute('/api/account', change);
    setSavingAccount(false);
    const shopper = answer.body.shopper;
    if (answer.ok && isAccount(shopper)) {
      setAccount(shopper);
      setEmail(shopper.email ?? '');
      setEmailError(null);
      writeShopper(tenant, { phone: shopper.phone, phone_display: shopper.phone_display });
      return showToast(done);
    }
    setAccount(before);
    if (answer.status === 401) return signedOut();
    const field = fieldErrorsOf(answer.body).find((error) => error.field === 'email');
    if (field && 'email' in change) {
      setEmailError(field.message);
      document.getElementById(EMAIL_ID)?.focus();
    } else showToast(answer.ok ? WATCHLIST_TEXTS.failed : answer.message, 'alert');
  };

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    void changeAccount({ email: typed || null }, typed ? ALERT_SETTINGS_TEXTS.emailSaved : ALERT_SETTINGS_TEXTS.emailRemoved);
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
    <SiteLayout
      site={site}
      title={WATCHLIST_TITLE}
      description={`The cars and searches you saved at ${site.tenant.name}, and your alerts.`}
    >
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
            <section id="saved-searches" aria-labelledby="saved-searches-heading">
              <h2 id="saved-searches-heading">{SAVED_SEARCH_TEXTS.heading}</h2>
              {searches.kind === 'loading' && <p role="status">Loading your saved searches…</p>}
              {searches.kind === 'failed' && (
                <p role="alert" className="destructive">
                  {searches.message}
                </p>
              )}
              {searches.kind === 'list' &&
                (searches.searches.length === 0 ? (
                  <p>{SAVED_SEARCH_TEXTS.empty}</p>
                ) : (
                  <ul className="entries" aria-label={SAVED_SEARCH_TEXTS.heading}>
                    {searches.searches.map((search) => (
                      <li key={search.id} data-testid="saved-search">
                        {isSearchPagePath(search.path) ? (
                          <a href={search.path} className="entry-title">
                            {search.label}
                          </a>
                        ) : (
                          <span className="entry-title">{search.label}</span>
                        )}
                        <button
                          type="button"
                          className="btn outlined"
                          onClick={() => void removeSearch(search)}
                          aria-label={`Remove saved search ${search.label}`}
                        >
                          Remove
                        </button>
                      </li>
                    ))}
                  </ul>
                ))}
            </section>
            {account && (
              <section id="alerts" aria-labelledby="alerts-heading">
                <h2 id="alerts-heading">{ALERT_SETTINGS_TEXTS.heading}</h2>
                <p>{ALERT_SETTINGS_TEXTS.signedInAs(account.phone_display ?? account.phone)}</p>
                <form onSubmit={onEmail} noValidate aria-busy={savingAccount}>
                  <div className="field">
                    <label htmlFor={EMAIL_ID}>{ALERT_SETTINGS_TEXTS.emailLabel}</label>
                    <p className="hint" id={`${EMAIL_ID}-hint`}>
                      {ALERT_SETTINGS_TEXTS.emailHint}
                    </p>
                    <input
                      id={EMAIL_ID}
                      name="email"
                      type="email"
                      autoComplete="email"
                      maxLength={254}
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      aria-invalid={emailError ? true : undefined}
                      aria-describedby={emailError ? `${EMAIL_ID}-hint ${EMAIL_ID}-error` : `${EMAIL_ID}-hint`}
                    />
                    {emailError && (
                      <p className="field-error" id={`${EMAIL_ID}-error`}>
                        {emailError}
                      </p>
                    )}
                  </div>
                  <div className="actions">
                    <button type="submit" className="btn outlined">
                      {ALERT_SETTINGS_TEXTS.save}
                    </button>
                  </div>
                </form>
                <p>
                  <label className="choice">
                    <input
                      type="checkbox"
                      checked={account.alerts !== false}
                      onChange={(event) =>
                        void changeAccount(
                          { alerts: event.target.checked },
                          event.target.checked ? ALERT_SETTINGS_TEXTS.alertsOn : ALERT_SETTINGS_TEXTS.alertsOff,
                        )
                      }
                    />
                    {ALERT_SETTINGS_TEXTS.alertsLabel}
                  </label>
                </p>
              </section>
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
