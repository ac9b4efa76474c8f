/**
 * Issue 14: a shopper saves cars to their watchlist. Anonymous, the card's heart sends them to
 * `/sign-in?type=watchlist&redirect=…&back=…`; they sign in with the code the development SMS
 * adapter put in the local inbox (and the CMS log), come back to the same search and see the car
 * saved; the watchlist page lists it; a body naming another phone is refused; sign-out ends it.
 */
import { GATE_PASS_COOKIE, expect, saveScreenshot, siteGet, siteUrl, test, waitForHydration } from './fixtures';
import { codeSentTo, signIn, uniqueMobile } from './shopperHelpers';

const TENANT = 'coastline';
const SEARCH = '/search/used-cars';

test.describe('watchlist', () => {
  test('an anonymous shopper saves a car: sign-in, back to the same search, the car saved', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto(siteUrl(TENANT, SEARCH));
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'My Watchlist' })).toHaveAttribute('href', '/watchlist');
    const card = page.getByTestId('car-card').first();
    const heart = card.getByRole('button', { name: /^Add to favourites: / });
    const carTitle = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add to favourites: /, '');
    await heart.click();

    await page.waitForURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'watchlist', redirect: SEARCH, back: SEARCH });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save this car to your watchlist');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', SEARCH);
    await saveScreenshot(page, 'sign-in-phone');

    await signIn(page, mobile);
    await page.waitForURL((address) => address.pathname === SEARCH);
    await waitForHydration(page);
    const saved = page.getByRole('button', { name: `Remove from favourites: ${carTitle}` }).first();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saveScreenshot(page, 'search-car-saved');

    // The session cookie is HttpOnly: no script on the page can read it.
    const cookies = await page.context().cookies(siteUrl(TENANT));
    const session = cookies.find((cookie) => cookie.name === 'shopper_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('shopper_session');

    // The watchlist page lists it, live.
    await page.goto(siteUrl(TENANT, '/watchlist'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Watchlist');
    const entries = page.getByTestId('watchlist-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(carTitle);
    await saveScreenshot(page, 'watchlist');

    // A body naming another phone is refused, and writes nothing.
    const carId = await page.evaluate((tenant) => JSON.parse(localStorage.getItem(`${tenant}:FavouritedCars`) ?? '[]')[0], TENANT);
    // From the page itself (same origin, the shopper's own cookie): only the number is forged.
    const forged = await page.evaluate(async (id) => {
      const response = await fetch('/api/watchlist/remove-car', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: '+61412000999', car_id: Number(id) }),
      });
      return { status: response.status, body: (await response.json()) as { success?: boolean } };
    }, carId);
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ success: false });
    await page.reload();
    await expect(page.getByTestId('watchlist-entry')).toHaveCount(1);

    // Removing from the watchlist page: 'Car Removed', and the list is empty.
    await entries
      .first()
      .getByRole('button', { name: new RegExp(`^Remove ${carTitle}.* from your watchlist$`) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Car Removed' })).toBeVisible();
    await expect(page.getByTestId('watchlist-entry')).toHaveCount(0);

    // Sign out: the cookie is gone, and the page offers sign-in.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((address) => address.pathname === '/');
    expect((await page.context().cookies(siteUrl(TENANT))).some((cookie) => cookie.name === 'shopper_session')).toBe(false);
    await page.goto(siteUrl(TENANT, '/watchlist'));
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/sign-in\?type=account&redirect=%2Fwatchlist/);
  });

  test('a signed-in shopper saves and removes from the card, with toasts', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto(siteUrl(TENANT, '/sign-in?redirect=%2Fsearch%2Fused-cars'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await signIn(page, mobile);
    await page.waitForURL((address) => address.pathname === SEARCH);
    await waitForHydration(page);
    const events: unknown[] = [];
    const heart = page
      .getByTestId('car-card')
      .nth(1)
      .getByRole('button', { name: /^Add to favourites: / });
    const title = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add to favourites: /, '');
    await heart.click();
    await expect(page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' })).toBeVisible();
    events.push(
      ...(await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).filter((entry) => entry.event === 39),
      )),
    );
    expect(events).toHaveLength(1);
    await page.getByRole('button', { name: `Remove from favourites: ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Car Removed' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Add to favourites: ${title}` })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a wrong code is refused with the tries left; the page keeps redirect and back to this site only', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto(siteUrl(TENANT, '/sign-in?type=watchlist&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example'));
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('* This field is required')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Mobile number').fill(mobile.typed);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeSentTo(page.request, mobile.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('.destructive[role=alert]')).toHaveText('That code is not right. You have 4 tries left.');
  });
});

test.describe('sign-in gates (spec §2, per tenant)', () => {
  const noRedirect = { maxRedirects: 0 };

  test('an anonymous visitor of a gated page goes to sign-in and is brought back; the default gates and a tenant’s own', async ({
    request,
  }) => {
    const gated = await siteGet(request, TENANT, '/personalised/finance?car_id=1', noRedirect);
    expect(gated.status()).toBe(307);
    expect(gated.headers()['location']).toBe(
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D1&back=%2Fpersonalised%2Ffinance%3Fcar_id%3D1',
    );
    expect(gated.headers()['cache-control']).toContain('no-store');
    // With a session the page is served.
    expect(
      (await siteGet(request, TENANT, '/personalised/finance?car_id=1', { ...noRedirect, headers: { cookie: GATE_PASS_COOKIE } })).status(),
    ).toBe(200);
    // Trade-in and sell-my-car are not gated by default (coastline), but lone-star-motors gates all four.
    expect((await siteGet(request, TENANT, '/sell-my-car', noRedirect)).status()).toBe(200);
    const loneStar = await siteGet(request, 'lone-star-motors', '/sell-my-car', noRedirect);
    expect(loneStar.status()).toBe(307);
    expect(loneStar.headers()['location']).toMatch(/^\/sign-in\?type=sell-my-car&redirect=%2Fsell-my-car&/);
    expect((await siteGet(request, 'lone-star-motors', '/cars/trade-in?car_id=2', noRedirect)).headers()['location']).toMatch(
      /^\/sign-in\?type=trade-in&redirect=%2Fcars%2Ftrade-in%3Fcar_id%3D2&/,
    );
    // A route the tenant does not have stays a 404 (kiwi-caravans: finance off).
    expect((await siteGet(request, 'kiwi-caravans', '/personalised/finance', noRedirect)).status()).toBe(404);
  });

  test('signing in at a gate returns the shopper to the gated page', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto(siteUrl('lone-star-motors', '/sell-my-car'));
    await page.waitForURL(/\/sign-in\?type=sell-my-car/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to sell your car');
    const typed = `(512) 472-${mobile.e164.slice(-4)}`;
    await page.getByLabel('Mobile number').fill(typed);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeSentTo(page.request, `+1512472${mobile.e164.slice(-4)}`);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => address.pathname === '/sell-my-car');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell My Car');
  });
});
